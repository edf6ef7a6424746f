import ParcelsContract
import SDUIContract
import SDUIServer

/// The parcels app's home: the entry to Scan & Go, then incoming and sent
/// parcels, each leading to its track-and-trace screen.
enum ParcelsScreen {
    static func build(_ parcels: [Parcel], request: ScreenRequest) -> Screen {
        let incoming = parcels.filter { $0.direction == "incoming" }
        let sent = parcels.filter { $0.direction == "sent" }
        return Screen(
            id: "parcels", title: "Parcels",
            header: Header(title: "Your parcels", subtitle: request.text("{count} on the way to you", ["count": String(incoming.filter { !$0.delivered }.count)])),
            sections: [
                Section(id: "scan-and-go", components: [
                    Component(id: "scan-and-go-entry", content: ButtonComponent(
                        label: "Send a parcel with Scan & Go", style: .primary,
                        action: .navigate(NavigateAction(to: ParcelsRoutes.scanAndGo.path, presentation: .sheet)))),
                ]),
                Section(id: "incoming", heading: SectionHeading(title: "Incoming"), components: incoming.map(row)),
                Section(id: "sent", heading: SectionHeading(title: "Sent"), components: sent.map(row)),
            ],
            analytics: AnalyticsMetadata(screenName: "parcels"))
    }

    static func row(_ parcel: Parcel) -> Component {
        Component(id: "parcel-\(parcel.code)", content: DetailRowComponent(
            addition: parcel.counterpart, title: parcel.status, subtitle: parcel.expected, disclosureText: parcel.code,
            primaryAction: .navigate(NavigateAction(
                to: ParcelsRoutes.parcel.path(parcel.code),
                prefetched: PrefetchedScreen(title: parcel.counterpart, header: ParcelDetailScreen.header(parcel))))))
    }
}
