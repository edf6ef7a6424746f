import SDUI
import Testing
import TerminalUI

/// The widget in its three families: the same document, with less or more of it.
@Suite("Widget families")
struct WidgetViewTests {
    static let shipment = Widget.card(WidgetCard(
        icon: WidgetIcon(asset: "van"), title: "Your Sports Shop", description: "Today between 18:00 and 20:00, at the door",
        footer: WidgetFooter(title: "+2 parcels on the way", url: "sdui://parcels.example/track?source=widget"), url: "https://parcels.example/track/3SABC1234567"), name: "Parcels")

    static func text(_ widget: Widget, _ family: WidgetView.Family, offline: Bool = false) -> String {
        WidgetView.lines(widget, offline: offline, family: family).map(\.visibleText).joined(separator: "\n")
    }

    @Test("each family as recorded", arguments: WidgetView.Family.allCases)
    func recorded(family: WidgetView.Family) throws {
        let text = [Self.shipment, .empty(message: "Nothing on its way.", name: "Parcels"),
                    .error(message: "The server had a problem.", name: "Parcels")]
            .map { Self.text($0, family) }.joined(separator: "\n") + "\n" + Self.text(Self.shipment, family, offline: true)
        try snapshots.assert(text, named: "widget-\(family.rawValue)")
    }

    /// Pictures that are all here: two rows of eight half blocks, whatever the URL.
    struct ReadyPictures: PictureSource {
        func lines(for url: String, columns: Int, maximumRows: Int) -> PictureLookup {
            .drawn(Array(repeating: RenderedLine(String(repeating: "▀", count: min(8, columns))), count: min(2, maximumRows)))
        }
    }

    /// Pictures still on their way.
    struct PendingPictures: PictureSource {
        func lines(for url: String, columns: Int, maximumRows: Int) -> PictureLookup { .pending }
    }

    @Test("a card's picture sits beside the title and description in medium and large, in the thumbnail's box; small has no room")
    func picture() {
        var card = WidgetCard(icon: WidgetIcon(asset: "van"), image: ImageReference(url: "/images/parcel-label.png", accessibilityLabel: "Label"),
                              title: "Your Sports Shop", description: "Today", url: "https://parcels.example/track/3S1")
        let widget = Widget.card(card, name: "Parcels")
        for family in [WidgetView.Family.medium, .large] {
            let lines = WidgetView.lines(widget, offline: false, family: family, pictures: ReadyPictures())
            #expect(lines.allSatisfy { $0.width == family.width }, "\(family)")
            let rows = lines.map(\.visibleText)
            #expect(rows[1].contains("▀▀▀▀▀▀▀▀ ⛟ Your Sports Shop"), "\(family): \(rows)")
            #expect(rows[2].contains("▀▀▀▀▀▀▀▀   Today"), "\(family): \(rows)")
            let waiting = WidgetView.lines(widget, offline: false, family: family, pictures: PendingPictures())
            #expect(waiting.count == lines.count, "\(family): the placeholder takes the picture's box, so nothing moves when it comes")
        }
        #expect(!WidgetView.lines(widget, offline: false, family: .small, pictures: ReadyPictures()).map(\.visibleText).joined().contains("▀"))
        #expect(!WidgetView.lines(widget, offline: false, family: .medium).map(\.visibleText).joined().contains("▀"),
                "without pictures (no colour, the clip) the card is as before")
        card.image = nil
        #expect(WidgetView.lines(.card(card, name: "Parcels"), offline: false, family: .medium, pictures: ReadyPictures())
            == WidgetView.lines(.card(card, name: "Parcels"), offline: false, family: .medium))
    }

    @Test("small keeps the title and the first line; medium and large add the footer and the link; every line fits")
    func contents() {
        let small = Self.text(Self.shipment, .small)
        #expect(small.contains("⛟ Your Sports Shop"))
        #expect(!small.contains("+2 parcels") && !small.contains("parcels.example"))
        for family in [WidgetView.Family.medium, .large] {
            let text = Self.text(Self.shipment, family)
            #expect(text.contains("+2 parcels on the way ›") && text.contains("https://parcels.example/track/"))
        }
        #expect(Self.text(Self.shipment, .large).contains("Today between 18:00 and 20:00, at the door"), "large shows the description whole")
        #expect(Self.text(Self.shipment, .large).contains("sdui://parcels.example/track?source=widget"), "large shows where the footer leads")
        #expect(!Self.text(Self.shipment, .medium).contains("sdui://"), "medium has no room for it")
        for family in WidgetView.Family.allCases {
            let lines = WidgetView.lines(Self.shipment, offline: true, family: family)
            #expect(lines.allSatisfy { $0.width == family.width }, "\(family): every line is the frame's width")
        }
    }

    @Test("a widget of an unknown type, or of none, is drawn as one this client cannot show, under its name")
    func unknownTypes() {
        let unknown = Self.text(Widget(name: "Parcels", content: .unknown(type: "pickupPoint")), .large)
        #expect(unknown.contains("This widget (pickupPoint) needs a newer client."))
        #expect(unknown.contains("Parcels"))
        let untyped = Self.text(Widget(name: "Parcels", content: .unknown(type: "")), .large)
        #expect(untyped.contains("This widget came without a type"))
    }
}
