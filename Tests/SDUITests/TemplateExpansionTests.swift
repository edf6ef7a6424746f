import JSON
import SDUI
import Testing

/// Templates: a row's shape sent once and filled per use, expanded before
/// decoding, and never a hang or an exhausted memory, whatever they say.
@Suite("Templates")
struct TemplateExpansionTests {
    static func screen(_ json: String) throws -> Decoded<Screen> {
        try ScreenFactory().makeScreen(from: Array(json.utf8))
    }

    static let rows = #"""
    {"id": "parcels", "initialState": {"express": true},
     "templates": {
        "parcelRow": {"parameters": ["code", "status", "late"],
                      "body": {"type": "detailRow", "title": "${code}", "subtitle": "Status: ${status} (\\${not a parameter})",
                               "primaryAction": {"type": "navigate", "destination": "parcels/${code}"}, "visible": "${late}"}},
        "labelled": {"parameters": ["code"], "body": {"type": "card", "children": [{"template": "parcelRow", "id": "inner", "arguments": {"code": "${code}", "status": "in a card", "late": true}}]}}
     },
     "sections": [{"id": "list", "components": [
        {"template": "parcelRow", "id": "p1", "arguments": {"code": "3SA", "status": "Delivered", "late": true}},
        {"template": "parcelRow", "id": "p2", "arguments": {"code": "3SB", "status": "Sorting", "late": false}},
        {"template": "labelled", "id": "p3", "arguments": {"code": "3SC"}},
        {"template": "parcelRow", "id": "p4", "arguments": {"code": "3SD"}},
        {"template": "nowhere", "id": "p5"},
        {"type": "text", "id": "after", "paragraphs": "Still here"}
     ]}]}
    """#

    @Test("uses are filled in: whole-string arguments keep their type, embedded ones their text, ids and visible from the use")
    func filled() throws {
        let decoded = try Self.screen(Self.rows)
        let screen = decoded.value
        #expect(screen.sections[0].components.map(\.id) == ["p1", "p3", "after"], "p2 is hidden (late: false); p4 and p5 cannot be expanded")
        let first = try #require(screen.sections[0].components[0].content(as: DetailRowComponent.self))
        #expect(first.title == "3SA")
        #expect(first.subtitle == "Status: Delivered (${not a parameter})")
        #expect(first.primaryAction == .navigate(NavigateAction(destination: "parcels/3SA")))
        let card = try #require(screen.sections[0].components[1].content(as: CardComponent.self))
        #expect(card.children.first?.content(as: DetailRowComponent.self)?.title == "3SC", "a template inside a template")
        let reasons = decoded.diagnostics.map(\.reason)
        #expect(reasons.contains { $0.contains("template 'parcelRow' needs the arguments late, status") })
        #expect(reasons.contains { $0.contains("there is no template 'nowhere'") })
        #expect(decoded.diagnostics.first { $0.reason.contains("nowhere") }?.path == "sections[0].components[4]")
    }

    @Test("a template that uses itself stops at the depth limit with a diagnostic; the rest of the screen stays")
    func selfReference() throws {
        let decoded = try Self.screen(#"""
        {"id": "loop", "templates": {"me": {"body": {"type": "card", "children": [{"template": "me"}]}}},
         "sections": [{"id": "s", "components": [{"template": "me", "id": "a"}, {"type": "text", "id": "b", "paragraphs": "ok"}]}]}
        """#)
        #expect(decoded.value.sections[0].components.map(\.id).contains("b"))
        #expect(decoded.diagnostics.contains { $0.reason.contains("more than 8 levels deep (does it use itself?)") })
    }

    @Test("a template that grows exponentially is cut at a budget, and the element budget holds on its own")
    func exponential() throws {
        var templates: [String] = []
        for level in 0..<6 {
            let children = Array(repeating: #"{"template": "t\#(level + 1)"}"#, count: 30).joined(separator: ",")
            templates.append(#""t\#(level)": {"body": {"type": "column", "children": [\#(children)]}}"#)
        }
        templates.append(#""t6": {"body": {"type": "text", "paragraphs": "leaf"}}"#)
        let json = #"{"id": "bomb", "templates": {\#(templates.joined(separator: ","))}, "sections": [{"id": "s", "components": [{"template": "t0", "id": "root"}]}]}"#
        let decoded = try Self.screen(json)
        #expect(decoded.diagnostics.contains { $0.reason.contains("template 't0' is left out") && $0.path == "sections[0].components[0]" })
        // With bytes to spare, the element count is what stops it.
        let document = try JSONValue(parsing: json)
        let roomy = TemplateExpansion.expand(document, budget: AmplificationBudget(bytes: 1 << 30, inputBytes: json.utf8.count))
        #expect(roomy.exceededBudget)
        #expect(roomy.diagnostics.contains { $0.reason.contains("more than 100000 elements") })
    }

    @Test("expressions inside templates are resolved against the screen's state")
    func withExpressions() throws {
        let decoded = try Self.screen(#"""
        {"id": "e", "initialState": {"count": 2},
         "templates": {"counter": {"parameters": ["label"], "body": {"type": "text", "paragraphs": "${label}: @{count * 10}"}}},
         "sections": [{"id": "s", "components": [{"template": "counter", "id": "c", "arguments": {"label": "Total"}}]}]}
        """#)
        #expect(decoded.value.sections[0].components.first?.content(as: TextComponent.self)?.paragraphs == ["Total: 20"])
    }

    @Test("malformed templates are diagnostics, not failures")
    func malformed() throws {
        let decoded = try Self.screen(#"{"id": "m", "templates": {"bad": {"parameters": [1]}}, "sections": []}"#)
        #expect(decoded.diagnostics.map(\.path) == ["templates.bad"])
        let notObject = try Self.screen(#"{"id": "m", "templates": [], "sections": []}"#)
        #expect(notObject.diagnostics.map(\.path) == ["templates"])
    }

    @Test("200 parcels: the templated list is a fraction of the plain one and expands to the same screen")
    func payloadSize() throws {
        let statuses = ["Delivered", "Sorting", "On its way", "At the pickup point"]
        func plainRow(_ index: Int) -> String {
            let code = "3SPOST\(100_000 + index)"
            return #"{"type": "detailRow", "id": "p\#(index)", "title": "Parcel \#(code)", "subtitle": "Status: \#(statuses[index % 4])", "disclosureText": "Track", "primaryAction": {"type": "navigate", "destination": "parcels/\#(code)", "presentation": "push"}}"#
        }
        func templatedRow(_ index: Int) -> String {
            #"{"template": "row", "id": "p\#(index)", "arguments": {"c": "3SPOST\#(100_000 + index)", "s": "\#(statuses[index % 4])"}}"#
        }
        let template = #""templates": {"row": {"parameters": ["c", "s"], "body": {"type": "detailRow", "title": "Parcel ${c}", "subtitle": "Status: ${s}", "disclosureText": "Track", "primaryAction": {"type": "navigate", "destination": "parcels/${c}", "presentation": "push"}}}}"#
        let plain = #"{"id": "parcels", "sections": [{"id": "all", "components": [\#((0..<200).map(plainRow).joined(separator: ","))]}]}"#
        let templated = #"{"id": "parcels", \#(template), "sections": [{"id": "all", "components": [\#((0..<200).map(templatedRow).joined(separator: ","))]}]}"#
        #expect(try Self.screen(plain).value == Self.screen(templated).value)
        #expect(templated.utf8.count * 2 < plain.utf8.count, "templated \(templated.utf8.count) B vs plain \(plain.utf8.count) B")
    }
}
