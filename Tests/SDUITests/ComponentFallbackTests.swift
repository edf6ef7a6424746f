import JSON
import SDUI
import Testing

/// A decoded component keeps the `fallback` it was sent, so writing it again
/// keeps it: a server preparing a screen for an older client decodes and
/// encodes it before filtering, and the filter needs the fallbacks.
@Suite("Component fallbacks survive a round trip")
struct ComponentFallbackTests {
    @Test("a known type with a fallback: decoded, encoded, the fallback is still there")
    func roundTrip() throws {
        let json = #"""
            {"id": "s", "sections": [{"id": "m", "components": [
              {"type": "picker", "id": "size", "stateKey": "size", "options": [{"title": "Small", "value": "s"}],
               "fallback": {"type": "text", "id": "size-text", "paragraphs": ["Sizes need a newer app"]}},
              {"type": "text", "id": "plain", "paragraphs": ["No fallback"]},
              {"type": "text", "id": "null", "paragraphs": ["Null fallback"], "fallback": null}
            ]}]}
            """#
        let screen = try ScreenFactory().makeScreen(from: Array(json.utf8)).value
        let written = try JSONModelEncoder().encodeToValue(screen)
        let components = written["sections"]?[0]?["components"]
        #expect(components?[0]?["fallback"]?["id"] == "size-text")
        #expect(components?[0]?["fallback"]?["paragraphs"] == ["Sizes need a newer app"])
        #expect(components?[1]?["fallback"] == nil)
        #expect(components?[2]?["fallback"] == nil, "a null fallback is not written")
        // Read again, the same screen.
        #expect(try ScreenFactory().makeScreen(from: written).value == screen)
    }
}
