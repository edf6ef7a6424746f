import JSON
import SDUI
import Testing

/// A heading's button that cannot be used is dropped on its own: the title
/// stays ("Popular Works" vanished when Primephonic's sample, whose button
/// is printed as `{ "title": "Show all", ...}`, reached the client).
@Suite("Section heading buttons")
struct SectionHeadingButtonTests {
    static func decode(_ heading: String) throws -> Decoded<Screen> {
        try ScreenFactory().makeScreen(from: Array(#"""
        {"id": "composer", "sections": [{"id": "popular", "heading": \#(heading),
          "components": [{"type": "detailRow", "title": "West Side Story", "disclosureText": "258"}]}]}
        """#.utf8))
    }

    @Test("the seed's heading, whose button has no action: the title stays, the button goes, a diagnostic names the action's path")
    func seedHeadingWithoutAction() throws {
        let decoded = try Self.decode(#"{"title": "Popular Works", "button": {"title": "Show all"}}"#)
        #expect(decoded.value.sections.first?.heading == SectionHeading(title: "Popular Works"))
        #expect(decoded.value.sections.first?.components.count == 1)
        #expect(decoded.diagnostics.map { "\($0.path) | \($0.kind) | \($0.reason)" } == [
            "sections[0].heading.button.action | invalidElement | missing required field 'action'; the field is ignored",
        ])
    }

    @Test("a button without a title, or that is not an object, is dropped the same way", arguments: [
        (#"{"title": "Albums", "button": {"action": {"type": "back"}}}"#, "sections[0].heading.button.title"),
        (#"{"title": "Albums", "button": "Show all"}"#, "sections[0].heading.button"),
    ])
    func otherBadButtons(heading: String, path: String) throws {
        let decoded = try Self.decode(heading)
        #expect(decoded.value.sections.first?.heading == SectionHeading(title: "Albums"))
        #expect(decoded.diagnostics.map(\.path) == [path])
    }

    @Test("a good button is kept; an unknown action keeps the button, unsupported; a heading without a title is still dropped")
    func goodButtonsAndMissingTitles() throws {
        let good = try Self.decode(#"{"title": "Albums", "button": {"title": "Show all", "action": {"type": "navigate", "destination": "albums"}}}"#)
        #expect(good.diagnostics.isEmpty)
        #expect(good.value.sections.first?.heading?.button?.title == "Show all")
        let beam = try Self.decode(#"{"title": "Albums", "button": {"title": "Beam", "action": {"type": "beam"}}}"#)
        #expect(beam.value.sections.first?.heading?.button?.title == "Beam")
        #expect(beam.diagnostics.map { "\($0.path) | \($0.kind)" } == ["sections[0].heading.button.action | unsupportedAction(beam)"])
        let untitled = try Self.decode(#"{"button": {"title": "Show all", "action": {"type": "back"}}}"#)
        #expect(untitled.value.sections.first?.heading == nil)
        #expect(untitled.diagnostics.map(\.path) == ["sections[0].heading.title"])
    }
}
