import SDUIContract
import SDUIServer

/// Track and trace for one parcel: its state, its journey newest first,
/// and a way to share the tracking link.
enum ParcelDetailScreen {
    static func header(_ parcel: Parcel) -> Header {
        Header(title: parcel.counterpart, subtitle: parcel.status)
    }

    static func build(_ found: ParcelJourney?, code: String, request: ScreenRequest) throws(APIError) -> Screen {
        guard let found else {
            throw APIError.notFound("There is no parcel with code '\(code)'.")
        }
        let (parcel, events) = (found.parcel, found.events)
        let journey = events.reversed().enumerated().map { index, event in
            Component(id: "event-\(index)", content: RowComponent(spacing: 12, children: [
                Component(id: "event-\(index)-time", content: TextComponent(style: .caption, color: "#8E8E93", paragraphs: [event.time])),
                Component(id: "event-\(index)-text", content: TextComponent(paragraphs: [event.description])),
            ]))
        }
        let expectation = parcel.delivered ? "Delivered" : (parcel.expected ?? "Not known yet")
        return Screen(
            id: "parcel-\(parcel.code)", title: parcel.counterpart, header: header(parcel),
            sections: [
                Section(id: "summary", components: [
                    Component(id: "status", content: BadgeComponent(text: parcel.status, tone: parcel.delivered ? .success : .info)),
                    Component(id: "expected", content: CardComponent(
                        title: parcel.direction == "incoming" ? "Expected" : "Status",
                        children: [Component(id: "expected-text", content: TextComponent(style: .headline, paragraphs: [expectation]))])),
                    Component(id: "code", content: RowComponent(spacing: 8, children: [
                        Component(id: "code-label", content: TextComponent(style: .subheadline, paragraphs: ["Barcode"])),
                        Component(id: "code-value", content: TextComponent(paragraphs: [parcel.code])),
                    ])),
                    Component(id: "address", content: TextComponent(style: .footnote, paragraphs: [parcel.address])),
                ]),
                Section(id: "journey", heading: SectionHeading(title: "Journey"), components: [
                    Component(id: "journey-scroll", content: ScrollComponent(axis: .vertical, children: [
                        Component(id: "journey-column", content: ColumnComponent(spacing: 8, children: journey)),
                    ])),
                ]),
                Section(id: "actions", components: [
                    Component(id: "share", content: ButtonComponent(label: "Share tracking link", style: .secondary, action: .share(
                        ShareAction(title: request.text("Follow my parcel from {sender}", ["sender": parcel.counterpart]),
                                    url: "https://parcels.example/track/\(parcel.code)")))),
                    Component(id: "back", content: ButtonComponent(label: "Back to all parcels", style: .plain, action: .back)),
                ]),
            ],
            analytics: AnalyticsMetadata(screenName: "parcel", properties: ["code": parcel.code]),
            // Its status follows the parcel as carriers scan it: live where the
            // client can hold a stream, else revalidated every minute.
            refreshInterval: 60, live: true)
    }
}
