import JSON
import SDUI
import Testing

/// A screen whose fields and `visible` flags are expressions over its state:
/// resolved before lossy decoding, once per state, with diagnostics for
/// every field that cannot be used.
@Suite("Screens with expressions")
struct ScreenDocumentTests {
    static let json = #"""
    {"id": "order", "title": "Pay € @{decimals(price * count, 2)}",
     "initialState": {"count": 2, "price": 12.5, "insured": false, "note": "@{not resolved here}"},
     "sections": [{"id": "main", "components": [
        {"type": "text", "id": "count", "paragraphs": ["@{count} parcels", "@{count == 1 ? 'one' : 'several'}", "@{count}"]},
        {"type": "text", "id": "insurance", "visible": "@{insured}", "paragraphs": "Insurance € 2.50"},
        {"type": "text", "id": "always", "visible": true, "paragraphs": "Shown"},
        {"type": "text", "id": "never", "visible": false, "paragraphs": "Hidden"},
        {"type": "toggle", "id": "insure", "label": "Insure (@{insured ? 'on' : 'off'})", "stateKey": "insured"},
        {"type": "button", "id": "more", "label": "One more @{count}", "enabled": "@{count < 5}",
         "action": {"type": "updateState", "key": "count", "value": "@{count + 1}"}},
        {"type": "text", "id": "broken", "paragraphs": ["Total: @{count +}", "Hello @{nobody}", "Safe @{10 / (count - 2)}"]},
        {"type": "text", "id": "odd", "visible": "@{count}", "paragraphs": "a number is no visibility"}
     ]}]}
    """#

    static func document() throws -> ScreenDocument {
        try ScreenFactory().makeDocument(from: Array(Self.json.utf8))
    }

    static func paragraphs(_ screen: Screen, _ id: String) -> [String]? {
        screen.allComponents.first { $0.id == id }?.content(as: TextComponent.self)?.paragraphs
    }

    @Test("the initial state: values written in, hidden elements left out, failures keep their text")
    func initialState() throws {
        let document = try Self.document()
        #expect(document.dependsOnState)
        let screen = document.initial.value
        #expect(screen.title == "Pay € 25.00")
        #expect(Self.paragraphs(screen, "count") == ["2 parcels", "several", "2"], "a lone number in a text field reads as its text")
        #expect(screen.allComponents.map(\.id) == ["count", "always", "insure", "more", "broken", "odd"])
        #expect(screen.allComponents.first { $0.id == "insure" }?.content(as: ToggleComponent.self)?.label == "Insure (off)")
        let button = try #require(screen.allComponents.first { $0.id == "more" }?.content(as: ButtonComponent.self))
        #expect(button.label == "One more 2")
        #expect(button.enabled == true, "enabled as an expression gives a boolean")
        guard case .updateState(let update) = button.action else {
            Issue.record("the button lost its action")
            return
        }
        #expect(update.value == .number(JSONNumber(3)), "a lone expression keeps its type: an integer, not the text '3'")
        #expect(screen.initialState?["note"] == .string("@{not resolved here}"), "initialState is data, not text to resolve")
        #expect(Self.paragraphs(screen, "broken") == ["Total: @{count +}", "Hello @{nobody}", "Safe @{10 / (count - 2)}"])
    }

    @Test("each field that cannot be used is a diagnostic with its JSON path and column")
    func diagnostics() throws {
        let diagnostics = try Self.document().initial.diagnostics.filter { $0.kind == .invalidExpression }
        let byPath = Dictionary(grouping: diagnostics, by: \.path)
        #expect(byPath["sections[0].components[6].paragraphs[0]"]?.first?.reason.contains("expected a value") == true)
        #expect(byPath["sections[0].components[6].paragraphs[0]"]?.first?.reason.contains("column 17") == true)
        #expect(byPath["sections[0].components[6].paragraphs[1]"]?.first?.reason
            .contains("'nobody' is not a key of the screen's initialState") == true)
        #expect(byPath["sections[0].components[6].paragraphs[2]"]?.first?.reason.contains("division by zero") == true)
        #expect(byPath["sections[0].components[7].visible"]?.first?.reason.contains("visible must be a boolean, not a number") == true)
        #expect(diagnostics.allSatisfy { !$0.dropsElement })
    }

    @Test("another state: the same document, parsed once, reads differently")
    func changedState() throws {
        let document = try Self.document()
        var state = ScreenState(document.initial.value.initialState)
        state["insured"] = .bool(true)
        state["count"] = .number(JSONNumber(1))
        let screen = document.screen(in: state).value
        #expect(Self.paragraphs(screen, "count") == ["1 parcels", "one", "1"])
        #expect(screen.allComponents.map(\.id).contains("insurance"))
        #expect(screen.title == "Pay € 12.50")
        #expect(Self.paragraphs(screen, "broken")?[2] == "Safe -10")
        state["count"] = .number(JSONNumber(7))
        #expect(document.screen(in: state).value.allComponents.first { $0.id == "more" }?.content(as: ButtonComponent.self)?.enabled == false)
    }

    @Test("a document without expressions is decoded once and returned as it is for every state")
    func plainDocument() throws {
        let document = try ScreenFactory().makeDocument(from: Array(#"{"id": "a", "sections": [{"id": "s", "components": [{"type": "text", "id": "t", "paragraphs": "50% @ home {x}"}]}]}"#.utf8))
        #expect(!document.dependsOnState)
        #expect(Self.paragraphs(document.screen(in: ScreenState(["x": .bool(true)])).value, "t") == ["50% @ home {x}"])
    }

    /// Fuzz finding (Scripts/fuzz.sh screen): a resolved screen written out and read
    /// again is not the same screen when a field had an escape, because resolving
    /// writes `\@{` as `@{` and reading that again resolves it again. That is the
    /// contract (a resolved screen is for display, or for a client without
    /// expressions, which reads it once); what must hold is that it reads back at all.
    @Test("an escaped '\\@{' is written once as '@{', and the resolved screen still reads back")
    func escapeIsConsumedOnce() throws {
        let json = #"{"id": "s", "sections": [{"id": "\\\\@{  }", "components": [{"type": "text", "id": "t", "paragraphs": ["a \\@{b} c"]}]}]}"#
        let first = try ScreenFactory().makeScreen(from: Array(json.utf8))
        #expect(first.diagnostics.isEmpty)
        #expect(first.value.sections.first?.id == #"\@{  }"#)
        #expect(Self.paragraphs(first.value, "t") == ["a @{b} c"])

        let written = try JSONWriter().write(try JSONModelEncoder().encodeToValue(first.value))
        let again = try ScreenFactory().makeScreen(from: written)
        #expect(again.droppedCount == 0)
        #expect(again.value.sections.first?.id == "@{  }", "the remaining escape is written once more")
    }
}

