import SDUIContract
import SDUIServer
import ScanBarcodeContract

/// The PostNL-style parcels app: track and trace, the Scan & Go flow, its
/// deep links and the home-screen widget. Reads and writes its data only
/// through a `ParcelStore`.
///
/// ```swift
/// try registry.install(ParcelsApp(store: SQLParcelStore(database)))
/// ```
public struct ParcelsApp: ServerApp {
    public let name = "Parcels"
    public let store: any ParcelStore

    public init(store: any ParcelStore) {
        self.store = store
    }

    public func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
        let store = store
        registry.contract(ScanBarcodeWireTypes.all)
        try registry.migration(ParcelMigrations.schema)
        try registry.migration(ParcelMigrations.seed)
        try registry.migration(ParcelMigrations.awayChoice)

        try registry.screen("parcels") { request, _ in ParcelsScreen.build(try await store.parcels(), request: request) }
        try registry.screen("parcels/{code}") { request, parameters in
            let code = parameters["code", default: ""]
            return try ParcelDetailScreen.build(try await store.journey(code: code), code: code, request: request)
        }
        try registry.screen("scan-and-go") { _, _ in ScanAndGoScreens.locations(try await store.locations()) }
        try registry.screen("scan-and-go/{location}") { request, parameters in
            let id = parameters["location", default: ""]
            return try ScanAndGoScreens.start(try await store.location(id: id), id: id, request: request)
        }
        let steps: [(String, @Sendable ((ScanOrder, Parcel)?, String, ScreenRequest) throws(APIError) -> Screen)] = [
            ("address", ScanAndGoScreens.address), ("options", ScanAndGoScreens.options),
            ("pay", ScanAndGoScreens.pay), ("done", ScanAndGoScreens.done),
        ]
        for (step, build) in steps {
            try registry.screen("scan-and-go/orders/{order}/\(step)") { request, parameters in
                let id = parameters["order", default: ""]
                return try build(try await store.orderWithParcel(id: id), id, request)
            }
        }
        // A shipment's status moves during the day: clients revalidate every 30 s (a 304 when unchanged).
        try registry.translations(ParcelsDutch.strings, for: "nl")
        try registry.widget(refreshInterval: 30) { request in try await WidgetContent.build(request, store: store) }

        let commands = ScanAndGoCommands(store: store)
        try registry.command("scan-and-go/parcel", commands.parcel)
        try registry.command("scan-and-go/confirm-address", commands.confirmAddress)
        try registry.command("scan-and-go/option", commands.option)
        try registry.command("scan-and-go/pay", commands.pay)

        try registry.deepLink(host: "parcels.example", path: "scan-and-go") { _, query in
            guard let location = query["location"] else { return "scan-and-go" }
            return DeepLinkRule.isPlainName(location) ? "scan-and-go/\(location)" : nil
        }
        try registry.deepLink(host: "parcels.example", path: "track/{code}") { captures, _ in
            captures["code"].flatMap { DeepLinkRule.isPlainName($0) ? "parcels/\($0)" : nil }
        }
    }
}
