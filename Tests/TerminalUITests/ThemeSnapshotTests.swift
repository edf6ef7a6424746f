import SDUI
import Testing
import TerminalUI

/// One screen with every coloured element, drawn with colours on: the
/// client's own palette, and a server theme on a light and on a dark
/// background. Escape characters are written as ␛ so the files read as text.
@Suite("Theme snapshots")
struct ThemeSnapshotTests {
    static let components = ##"""
        {"type": "text", "id": "intro", "style": "headline", "color": "primary", "paragraphs": ["Tonight at the Concertgebouw"]},
        {"type": "text", "id": "accent", "color": "accent", "paragraphs": ["Accent: Brahms, Symphony No. 4"]},
        {"type": "text", "id": "raw", "style": "footnote", "color": "#8E8E93", "paragraphs": ["A raw grey, kept readable"]},
        {"type": "text", "id": "orange", "color": "#ED7000", "paragraphs": ["A raw orange, kept readable"]},
        {"type": "badge", "id": "info", "text": "Info", "tone": "info"},
        {"type": "badge", "id": "ok", "text": "Booked", "tone": "success"},
        {"type": "badge", "id": "warn", "text": "Few seats", "tone": "warning"},
        {"type": "badge", "id": "bad", "text": "Sold out", "tone": "critical"},
        {"type": "button", "id": "buy", "label": "Buy tickets", "style": "primary", "action": {"type": "back"}},
        {"type": "button", "id": "more", "label": "Programme", "style": "secondary", "action": {"type": "back"}},
        {"type": "button", "id": "cancel", "label": "Cancel booking", "style": "destructive", "action": {"type": "back"}},
        {"type": "button", "id": "link", "label": "Directions", "style": "plain", "action": {"type": "back"}}
        """##

    static let theme = ##""theme": {"light": {"primary": "#ED7000", "accent": "#001D7E", "success": "#1E7B34", "warning": "#8A5300", "critical": "#C4122F", "surface": "#FFFFFF"}, "dark": {"primary": "#FF9A3C", "accent": "#8FA8FF", "success": "#6DD58C", "warning": "#F2B84B", "critical": "#FF8A80", "surface": "#1B1B1F"}}"##

    private func drawn(themed: Bool, appearance: Appearance) throws -> String {
        let theme = themed ? ", " + Self.theme : ""
        let json = #"{"id": "concert", "title": "Concert"\#(theme), "sections": [{"id": "main", "heading": {"title": "Programme", "button": {"title": "All", "action": {"type": "back"}}}, "components": [\#(Self.components)]}]}"#
        let decoded = try Fixtures.decode(json)
        #expect(decoded.diagnostics.isEmpty)
        let renderer = ScreenRenderer(registry: .withTracks, background: TerminalBackground(appearance: appearance))
        let document = renderer.render(decoded.value, state: ScreenState(decoded.value.initialState), width: 60)
        return LineEncoder(usesColor: true).encode(document.lines).replacingEscapes
    }

    @Test("the client's own palette: named colours, a raw colour made readable on the assumed dark background")
    func standard() throws { try snapshots.assert(try drawn(themed: false, appearance: .dark), named: "theme-standard") }

    @Test("a server theme on a light background") func light() throws {
        try snapshots.assert(try drawn(themed: true, appearance: .light), named: "theme-light")
    }

    @Test("a server theme on a dark background") func dark() throws {
        try snapshots.assert(try drawn(themed: true, appearance: .dark), named: "theme-dark")
    }
}

private extension String {
    var replacingEscapes: String { String(unicodeScalars.map { $0 == "\u{1B}" ? "␛" : Character($0) }) }
}
