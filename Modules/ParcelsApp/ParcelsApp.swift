import ParcelsContract
import ParcelsLinks
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
        try registry.theme(ParcelsTheme.theme)
        try registry.migration(ParcelMigrations.schema)
        try registry.migration(ParcelMigrations.seed)
        try registry.migration(ParcelMigrations.awayChoice)
        try registry.migration(ParcelMigrations.longJourney)
        // Every parcels screen reads only these tables, so each is rendered
        // once per data version (per user where a builder reads the user).
        try registry.dataSet(ParcelMigrations.dataSet)

        try registry.screen(ParcelsRoutes.parcels) { request, _ in ParcelsScreen.build(try await store.parcels(), request: request) }
        try registry.screen(ParcelsRoutes.parcel) { request, code in
            try await ParcelDetailScreen.build(try await store.journey(code: code, limit: PageRequest.rowsPerPage + 1),
                                               code: code, request: request)
        }
        try registry.page(ParcelsRoutes.journeyPages) { request, code in
            guard request.after.count == 1, let before = Int64(request.after[0]) else { return nil }
            return ParcelDetailScreen.page(try await store.journeyEvents(code: code, before: before, limit: PageRequest.rowsPerPage + 1))
        }
        try registry.screen(ParcelsRoutes.scanAndGo) { _, _ in ScanAndGoScreens.locations(try await store.locations()) }
        // A content file; its path has the location's shape, and content is looked up first.
        try registry.contentScreen(ParcelsRoutes.howItWorks)
        try registry.screen(ParcelsRoutes.scanAndGoLocation) { request, id in
            try ScanAndGoScreens.start(try await store.location(id: id), id: id, request: request)
        }
        try registry.screen(ParcelsRoutes.orderStep) { request, parameters in
            let (id, step) = parameters
            let found = try await store.orderWithParcel(id: id)
            switch step {
            case .address: return try ScanAndGoScreens.address(found, id: id, request: request)
            case .options: return try ScanAndGoScreens.options(found, id: id, request: request)
            case .pay: return try ScanAndGoScreens.pay(found, id: id, request: request)
            case .done: return try ScanAndGoScreens.done(found, id: id, request: request)
            }
        }
        // A shipment's status moves during the day: clients revalidate every 30 s (a 304 when unchanged).
        try registry.translations(ParcelsDutch.strings, for: "nl")
        try registry.widget(refreshInterval: 30) { request in try await WidgetContent.build(request, store: store) }

        let commands = ScanAndGoCommands(store: store)
        try registry.command(ParcelsRoutes.scanParcel, commands.parcel)
        try registry.command(ParcelsRoutes.confirmAddress, commands.confirmAddress)
        try registry.command(ParcelsRoutes.chooseOption, commands.option)
        try registry.command(ParcelsRoutes.pay, commands.pay)

        try registry.deepLink(ParcelsLinks.scanAndGo) { _, query in
            guard let location = query["location"] else { return ParcelsRoutes.scanAndGo.path }
            return DeepLinkRule.isPlainName(location) ? ParcelsRoutes.scanAndGoLocation.path(location) : nil
        }
        // The widget's link to every parcel carries a `source`, for analytics only.
        try registry.deepLink(ParcelsLinks.parcels) { _, _ in ParcelsRoutes.parcels.path }
        try registry.deepLink(ParcelsLinks.parcel) { captures, _ in
            captures["code"].flatMap { DeepLinkRule.isPlainName($0) ? ParcelsRoutes.parcel.path($0) : nil }
        }
    }
}
