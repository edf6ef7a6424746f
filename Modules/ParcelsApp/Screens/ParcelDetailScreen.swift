import ParcelsContract
import SDUIContract
import SDUIServer

/// Track and trace for one parcel: its state, its journey newest first
/// (a page of it, naming the next: `ParcelsRoutes.journeyPages`), and a way
/// to share the tracking link.
enum ParcelDetailScreen {
    static func header(_ parcel: Parcel) -> Header {
        Header(title: parcel.counterpart, subtitle: parcel.status)
    }

    /// - Parameter found: the parcel and up to one event more than a page, newest first.
    static func build(_ found: ParcelJourney?, code: String, request: ScreenRequest) async throws -> Screen {
        guard let found else {
            throw APIError.notFound("There is no parcel with code '\(code)'.")
        }
        let parcel = found.parcel
        let first = page(found.events)
        let nextPage = if let after = first.nextAfter {
            try await request.nextPage(ParcelsRoutes.journeyPages.path(code), after: after)
        } else {
            nil as PageLink?
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
                Section(id: "journey", heading: SectionHeading(title: "Journey"), components: [journey(first.components, nextPage: nextPage)]),
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

    /// A journey that fits on one page scrolls as one column; a longer one
    /// is a lazy list that loads its older scans as the reader nears its end.
    static func journey(_ rows: [Component], nextPage: PageLink?) -> Component {
        guard let nextPage else {
            return Component(id: "journey-scroll", content: ScrollComponent(axis: .vertical, children: [
                Component(id: "journey-column", content: ColumnComponent(spacing: 8, children: rows)),
            ]))
        }
        return Component(id: "journey-list", content: LazyListComponent(children: rows, nextPage: nextPage))
    }

    /// One page of the journey: `fetched` holds up to one event more than a
    /// page, which says that another page follows (after the last shown id).
    static func page(_ fetched: [ParcelEvent]) -> PageRows {
        let shown = Array(fetched.prefix(PageRequest.rowsPerPage))
        let more = fetched.count > shown.count
        return PageRows(components: shown.map(row), nextAfter: more ? shown.last?.id.map { [String($0)] } : nil)
    }

    /// An event's row; its id is the event's, so rows keep their ids as pages arrive.
    static func row(_ event: ParcelEvent) -> Component {
        let id = "event-\(event.id.map(String.init) ?? "\(event.parcelCode)-\(event.time)")"
        return Component(id: id, content: RowComponent(spacing: 12, children: [
            Component(id: "\(id)-time", content: TextComponent(style: .caption, color: "#8E8E93", paragraphs: [event.time])),
            Component(id: "\(id)-text", content: TextComponent(paragraphs: [event.description])),
        ]))
    }
}
