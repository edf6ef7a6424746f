import JSON
import SDUI
import Testing

@Suite("Lossy decoding")
struct LossyDecodingTests {
    let factory = ScreenFactory()

    static let document = #"""
    {
      "id": "lossy",
      "title": "Lossy",
      "header": {"subtitle": "no title"},
      "sections": [
        {
          "id": "first",
          "components": [
            {"type": "text", "id": "ok", "paragraphs": "kept"},
            {"type": "detailRow", "id": "no-title", "subtitle": "missing title"},
            {"type": "hologram", "id": "unknown", "depth": 3},
            {"type": "button", "id": "teleport", "label": "Go", "action": {"type": "teleport", "to": "mars"}},
            {"type": "grid", "id": "grid", "components": [
              {"type": "exploreTile", "id": "tile-ok", "title": "Pop"},
              {"type": "exploreTile", "id": "tile-bad", "title": 5},
              {"type": "sparkle", "id": "sparkle", "fallback": {"type": "text", "paragraphs": "plain"}},
              42
            ]},
            {"type": "carousel", "id": "carousel", "items": [
              {"title": "Beethoven"},
              {"image": {"url": "https://img.example/x.jpg"}}
            ]},
            {"type": "text", "id": "fancy", "style": "fancy", "paragraphs": ["styled"]},
            {"id": "untyped"}
          ]
        },
        {"id": "bad-heading", "heading": 5, "components": []},
        "not a section",
        {"components": [{"type": "divider"}]}
      ],
      "navigationBar": {
        "secondaryButtons": [
          {"title": "Add", "action": {"type": "command", "url": "/v1/commands/add"}},
          {"action": {"type": "back"}},
          {"title": "Beam", "action": {"type": "beam"}}
        ]
      }
    }
    """#

    func decode() throws -> Decoded<Screen> {
        try factory.makeScreen(from: Array(Self.document.utf8))
    }

    @Test func validSiblingsSurvive() throws {
        let screen = try decode().value
        #expect(screen.sections.map(\.id) == ["first", "bad-heading", "sections[3]"])
        #expect(screen.sections[1].heading == nil)
        let first = screen.sections[0].components
        #expect(first.map(\.id) == ["ok", "teleport", "grid", "carousel", "fancy"])
        let grid = try #require(first[2].content(as: GridComponent.self))
        #expect(grid.components.map(\.id) == ["tile-ok", "sparkle"])
        #expect(grid.components[1].type == "text")
        #expect(grid.components[1].content(as: TextComponent.self)?.paragraphs == ["plain"])
        let carousel = try #require(first[3].content(as: CarouselComponent.self))
        #expect(carousel.items.map(\.title) == ["Beethoven"])
        #expect(first[4].content(as: TextComponent.self)?.style == .body)
        #expect(screen.sections[2].components.first?.id == "sections[3].components[0]")
        #expect(screen.navigationBar?.secondaryButtons.map(\.title) == ["Add", "Beam"])
    }

    @Test func unknownActionsAreKeptAsUnsupported() throws {
        let screen = try decode().value
        let button = try #require(screen.sections[0].components[1].content(as: ButtonComponent.self))
        guard case .unsupported(let unsupported) = button.action else {
            Issue.record("expected an unsupported action, got \(button.action)")
            return
        }
        #expect(unsupported.type == "teleport")
        #expect(unsupported.raw == ["type": "teleport", "to": "mars"])
        #expect(unsupported.reason == "this client cannot run 'teleport' actions")
    }

    @Test func everyProblemIsADiagnosticWithItsPath() throws {
        let diagnostics = try decode().diagnostics
        let described = diagnostics.map { "\($0.path) | \($0.kind)" }
        let expected = [
            "header.title | invalidElement",
            "sections[0].components[1].title | invalidElement",
            "sections[0].components[2] | unknownType(hologram)",
            "sections[0].components[3].action | unsupportedAction(teleport)",
            "sections[0].components[4].components[1].title | invalidElement",
            "sections[0].components[4].components[2] | replacedByFallback(sparkle)",
            "sections[0].components[4].components[3] | invalidElement",
            "sections[0].components[5].items[1].title | invalidElement",
            "sections[0].components[6].style | defaultedValue",
            "sections[0].components[7].type | invalidElement",
            "sections[1].heading | invalidElement",
            "sections[2] | invalidElement",
            "navigationBar.secondaryButtons[1].title | invalidElement",
            "navigationBar.secondaryButtons[2].action | unsupportedAction(beam)",
        ]
        #expect(described.sorted() == expected.sorted())
        #expect(diagnostics.count == 14)
    }

    @Test func diagnosticsExplainTheReason() throws {
        let diagnostics = try decode().diagnostics
        let byPath = Dictionary(diagnostics.map { ($0.path, $0.reason) }, uniquingKeysWith: { a, _ in a })
        #expect(byPath["sections[0].components[1].title"] == "missing required field 'title'")
        #expect(byPath["sections[0].components[2]"] == "component type 'hologram' is not supported by this client")
        #expect(byPath["sections[0].components[6].style"]?.contains("unknown value 'fancy'") == true)
        #expect(byPath["sections[0].components[4].components[1].title"]?.hasPrefix("expected a string") == true)
        #expect(byPath["sections[2]"]?.hasPrefix("expected a value of type") == true
            || byPath["sections[2]"]?.contains("object") == true)
    }

    @Test func droppedCountCountsOnlyElementsNotShown() throws {
        let decoded = try decode()
        // Unsupported actions, replaced-by-fallback and defaulted values are still shown.
        #expect(decoded.droppedCount == 10)
    }

    @Test func generatedIDsAreStableAcrossDecodes() throws {
        let a = try decode().value
        let b = try decode().value
        #expect(a == b)
        #expect(a.sections[2].id == "sections[3]")
    }

    @Test func onlyABrokenTopLevelFailsTheScreen() {
        #expect(throws: ContractError.notAnObject(found: "array")) { try factory.makeScreen(from: Array("[1]".utf8)) }
        #expect(throws: ContractError.missingSections(found: nil)) {
            try factory.makeScreen(from: Array(#"{"id": "x"}"#.utf8))
        }
        #expect(throws: ContractError.missingSections(found: "string")) {
            try factory.makeScreen(from: Array(#"{"id": "x", "sections": "none"}"#.utf8))
        }
        do {
            _ = try factory.makeScreen(from: Array(#"{"id": "x", "sections": [}"#.utf8))
            Issue.record("malformed JSON was accepted")
        } catch {
            guard case .invalidJSON(let parseError) = error else {
                Issue.record("expected invalidJSON, got \(error)")
                return
            }
            #expect(parseError.offset == 25)
            #expect("\(error)".contains("line 1, column 26 (byte 25): unexpected character '}', expected a value"))
        }
    }

    @Test func emptySectionsAndMissingIDStillDecode() throws {
        let decoded = try factory.makeScreen(from: Array(#"{"sections": []}"#.utf8))
        #expect(decoded.value.sections.isEmpty)
        #expect(decoded.value.id == "")
        #expect(decoded.diagnostics.map(\.path) == ["id"])
    }
}

/// Any component may say what a screen reader calls it (`accessibilityLabel`, in the envelope).
@Suite("Accessibility labels")
struct AccessibilityLabelTests {
    @Test("any type carries one, and writing the component keeps it")
    func anyTypeCarriesOne() throws {
        let document = #"""
            {"id": "a", "title": "A", "sections": [{"id": "s", "components": [
              {"type": "button", "id": "pay", "label": "Pay", "accessibilityLabel": "Pay €7.75 with iDEAL", "action": {"type": "back"}},
              {"type": "text", "id": "plain", "paragraphs": ["No label"]}
            ]}]}
            """#
        let decoded = try ScreenFactory().makeScreen(from: Array(document.utf8))
        #expect(decoded.diagnostics.isEmpty)
        let components = decoded.value.sections[0].components
        #expect(components[0].accessibilityLabel == "Pay €7.75 with iDEAL")
        #expect(components[1].accessibilityLabel == nil)
        let written = try JSONModelEncoder().encodeToValue(components[0])
        #expect(written["accessibilityLabel"] == .string("Pay €7.75 with iDEAL"))
    }

    @Test("a label that is not text is left out with its path; the component is shown all the same")
    func notText() throws {
        let document = #"""
            {"id": "a", "title": "A", "sections": [{"id": "s", "components": [
              {"type": "button", "id": "pay", "label": "Pay", "accessibilityLabel": 5, "action": {"type": "back"}}
            ]}]}
            """#
        let decoded = try ScreenFactory().makeScreen(from: Array(document.utf8))
        let button = try #require(decoded.value.sections[0].components.first)
        #expect(button.id == "pay")
        #expect(button.accessibilityLabel == nil)
        #expect(decoded.diagnostics.map { "\($0.path) | \($0.kind)" } == ["sections[0].components[0].accessibilityLabel | defaultedValue"])
    }
}
