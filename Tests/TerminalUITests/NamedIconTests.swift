import SDUI
import Testing
import TerminalUI

/// Built-in icons named by `asset`: drawn without a download where the client
/// has the name, the image placeholder where it does not.
@Suite("Named icons")
struct NamedIconTests {
    @Test("every icon has its own one-column glyph")
    func glyphs() {
        let glyphs = NamedIcon.allCases.map(\.glyph)
        #expect(Set(glyphs).count == glyphs.count, "no two icons look the same")
        for icon in NamedIcon.allCases {
            #expect(DisplayWidth.of(icon.glyph) == 1, "\(icon) is one column")
            #expect(icon.glyph != ImagePlaceholder.glyph, "\(icon) is not the placeholder")
        }
        #expect(NamedIcon(asset: "heart") == .heart)
        #expect(NamedIcon(asset: "rocket") == nil)
        #expect(NamedIcon(asset: nil) == nil)
    }

    @Test("images, headers, rows and carousel items draw a known icon and fall back to the placeholder otherwise")
    func drawn() throws {
        let json = Fixtures.screen(#"""
            {"type": "image", "id": "i1", "url": "https://img.example/heart.png", "asset": "heart", "accessibilityLabel": "Favourite"},
            {"type": "image", "id": "i2", "url": "https://img.example/rocket.png", "asset": "rocket", "accessibilityLabel": "Launch"},
            {"type": "header", "id": "h", "title": "Delivery van", "image": {"url": "https://img.example/van.png", "asset": "van"}},
            {"type": "artworkRow", "id": "a", "title": "A letter", "image": {"url": "https://img.example/letter.png", "asset": "letter"}},
            {"type": "carousel", "id": "c", "items": [{"title": "Home", "image": {"url": "https://img.example/home.png", "asset": "home", "accessibilityLabel": "Home"}}]}
            """#)
        let decoded = try Fixtures.decode(json)
        #expect(decoded.diagnostics.isEmpty, "an unknown asset is no error: \(decoded.diagnostics)")
        let text = try Fixtures.render(json, width: 60)
        #expect(text.contains("♥ Favourite"))
        #expect(text.contains("▣ Launch"), "an unknown name falls back to the placeholder")
        #expect(text.contains("⛟"), "the header's thumbnail")
        #expect(text.contains("✉"), "the row's thumbnail")
        #expect(text.contains("⌂ Home"), "the carousel item")
    }

    @Test("the widget's icon comes from the same set")
    func widget() {
        func icon(_ asset: String) -> String {
            let widget = Widget(name: nil, content: .card(WidgetCard(icon: WidgetIcon(asset: asset), title: "Parcel", url: "https://x.example")))
            // The frame's first inside line: "│ ⛟ Parcel …│".
            let line = WidgetView.lines(widget, offline: false)[1].plainText
            return String(line.dropFirst(2).prefix(1))
        }
        #expect(icon("van") == "⛟")
        #expect(icon("box") == NamedIcon.box.glyph)
        #expect(icon("submarine") == "▶")
        // PostNL's server capitalises its asset names.
        #expect(icon("Van") == "⛟")
        #expect(icon("BOX") == NamedIcon.box.glyph)
        #expect(NamedIcon(asset: "Submarine") == nil)
    }
}
