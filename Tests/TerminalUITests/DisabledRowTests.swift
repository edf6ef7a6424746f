import JSON
import SDUI
import SDUISession
import Testing
import TerminalUI

/// Rows, cards and tracks with `enabled: false` (or an expression that gives
/// false) keep their text but lose their action: no marker, no focus, nothing runs.
@Suite("Disabled rows")
struct DisabledRowTests {
    static let components = #"""
    {"type": "detailRow", "id": "row", "title": "Utrecht Centraal", "subtitle": "Closed until 07:00", "enabled": "@{open}",
     "primaryAction": {"type": "navigate", "destination": "scan-and-go/UTR-01"},
     "deleteAction": {"type": "command", "url": "/v1/commands/forget"}},
    {"type": "card", "id": "card", "title": "Parcel 3S123", "enabled": "@{open}",
     "children": [{"type": "text", "id": "card-text", "paragraphs": ["Arrives today"]}],
     "action": {"type": "navigate", "destination": "parcels/3S123"}},
    {"type": "track", "id": "track", "title": "Aria", "duration": 232, "enabled": "@{open}",
     "action": {"type": "navigate", "destination": "tracks/aria"}},
    {"type": "artworkRow", "id": "album", "title": "Goldberg Variations", "enabled": "@{open}",
     "action": {"type": "navigate", "destination": "albums/goldberg"}}
    """#

    static func drawn(open: Bool) throws -> (screen: Screen, document: RenderedDocument) {
        let registry = try Fixtures.registry()
        let json = Fixtures.screen(Self.components, initialState: #"{"open": \#(open)}"#)
        let decoded = try ScreenFactory(delegate: registry).makeScreen(from: Array(json.utf8))
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let document = ScreenRenderer(registry: .withTracks).render(decoded.value, state: ScreenState(decoded.value.initialState), width: 60)
        return (decoded.value, document)
    }

    @Test("enabled, each row is a focus target with its action")
    func enabled() throws {
        let (screen, document) = try Self.drawn(open: true)
        #expect(document.focusTargets.map(\.id) == ["row", "row/delete", "card", "track", "album"])
        #expect(screen.allComponents.filter { !$0.content.actions.isEmpty }.map(\.id) == ["row", "card", "track", "album"])
        #expect(document.plainText.contains("Open ›"))
        #expect(document.plainText.contains("▶ Aria"))
    }

    @Test("disabled by an expression, the rows keep their text but take no focus and offer no action")
    func disabled() throws {
        let (screen, document) = try Self.drawn(open: false)
        #expect(document.focusTargets.isEmpty)
        #expect(screen.allComponents.allSatisfy { $0.content.actions.isEmpty })
        let text = document.plainText
        #expect(text.contains("Utrecht Centraal") && text.contains("Closed until 07:00"))
        #expect(text.contains("Arrives today") && text.contains("Goldberg Variations") && text.contains("Aria"))
        #expect(!text.contains("›"), "no row offers to go anywhere:\n\(text)")
        #expect(!text.contains("✕ Delete") && !text.contains("▶"))
    }

    @Test("a disabled row's title is dimmed")
    func dimmed() throws {
        let (_, document) = try Self.drawn(open: false)
        let title = try #require(document.lines.first { $0.plainText.contains("Utrecht Centraal") })
        #expect(title.spans.contains { $0.text.contains("Utrecht Centraal") && $0.style == Theme.standard.disabled })
    }

    @Test("enabled must be a boolean: a row with another value is left out with a diagnostic naming it, as a button is")
    func malformed() throws {
        let registry = try Fixtures.registry()
        let json = Fixtures.screen(#"{"type": "detailRow", "id": "row", "title": "A", "enabled": "yes", "primaryAction": {"type": "navigate", "destination": "a"}}"#)
        let decoded = try ScreenFactory(delegate: registry).makeScreen(from: Array(json.utf8))
        #expect(decoded.droppedCount == 1)
        #expect(decoded.diagnostics.first.map { "\($0)" }?.contains("enabled") == true, "\(decoded.diagnostics)")
        #expect(decoded.value.sections.count == 1, "the screen stays")
    }
}
