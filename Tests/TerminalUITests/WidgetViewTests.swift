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
        try Snapshot.assert(text, named: "widget-\(family.rawValue)")
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
