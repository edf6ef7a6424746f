import JSON
import SDUI
@testable import SDUIServer
import SDUITesting
import Testing

/// A screen with templates, for every kind of client (the patch matrix:
/// none, everything, everything but each capability in turn, both API
/// versions): a client that declares `f:templates@1` gets the templates as
/// written and expands them itself (the Swift client's `TemplateExpansion`,
/// which the web client matches vector for vector); what it then holds must
/// be what the server sends the same client without `f:templates@1`, which
/// the server expands for it. Before, the server's capability filter walked
/// a template's body as a screen and dropped `"children": "${rows}"` (a
/// string where components go), so a client expanding templates itself drew
/// the card empty; and it passed arguments and bodies on unfiltered, so such
/// a client got types it had not declared (a navigate for a client without
/// it) where the server's expansion would have given it their fallback or
/// downgrade.
@Suite("Templates: what a client expands equals what the server expands, for every kind of client")
struct TemplateConsistencyTests {
    /// A whole placeholder as a component slot, as an element of one, and as
    /// an action; a template inside another; a type some clients lack, with
    /// a fallback; text filled inside longer strings.
    static let document: JSONValue = (try? JSONParser().parse(Array(#"""
    {"id": "templated", "title": "Templates",
     "templates": {
       "box": {"parameters": ["name", "rows"],
               "body": {"type": "card", "id": "box-${name}", "title": "Box ${name}", "children": "${rows}"}},
       "list": {"parameters": ["first", "go"],
                "body": {"type": "column", "id": "list", "children": [
                  "${first}",
                  {"type": "badge", "id": "new", "text": "New", "fallback": {"type": "text", "id": "new-text", "paragraphs": ["New"]}},
                  {"type": "button", "id": "go", "label": "Go", "action": "${go}"},
                  {"template": "box", "arguments": {"name": "inner", "rows": [{"type": "text", "id": "inner-row", "paragraphs": ["Inner"]}]}}]}}
     },
     "sections": [{"id": "s", "components": [
       {"template": "box", "arguments": {"name": "outer", "rows": [
         {"type": "text", "id": "row-1", "paragraphs": ["One"]},
         {"type": "detailRow", "id": "row-2", "title": "Two"}]}},
       {"template": "list", "arguments": {
         "first": {"type": "text", "id": "first", "paragraphs": ["First"]},
         "go": {"type": "navigate", "destination": "home"}}}]}]}
    """#.utf8))) ?? .null

    /// What a client of `capabilities` on `version` holds of the document: as sent, then expanded by the client when it expands templates.
    static func held(version: Int, capabilities: [Capability]?) throws -> (sent: JSONValue, held: JSONValue, expandsItself: Bool) {
        let header = capabilities.map { CapabilityManifest($0).headerValue }
        let profile = try ClientProfile.make(version: APIVersion.parse(String(version)), header: header, table: TestServer.table)
        let response = ScreenResponse(filter: CapabilityFilter(client: profile, factory: TestServer.factory), cache: RenderCache())
        let sent = try response.sent(Self.document, theme: nil)
        guard profile.expandsTemplates else { return (sent, sent, false) }
        let expansion = TemplateExpansion.expand(sent)
        #expect(expansion.diagnostics.isEmpty, "the client's expansion: \(expansion.diagnostics.map(\.description))")
        // The client's lossy decoding of what it expanded: an element sent as null (an argument it can take
        // nothing of) is left out where it landed, and an element that needed it goes with it. A filter for a
        // client that declares everything does only that: it drops, falls back and downgrades no type, so a
        // type this client did not declare, had it been sent, would still be here and differ.
        let everything = try ClientProfile.make(version: APIVersion.parse(String(version)),
                                                header: TestServer.table.capabilities(of: APIVersion.parse(String(version))).headerValue,
                                                table: TestServer.table)
        return (sent, CapabilityFilter(client: everything, factory: TestServer.factory).filter(expansion.value), true)
    }

    @Test("for every kind of client that expands templates, its expansion of what it is sent equals the server's expansion for it")
    func everyKindExpandsAsTheServerDoes() throws {
        let kinds = PatchConsistencyTests.musicKinds
        var expandingKinds = 0
        for kind in kinds {
            let client = try Self.held(version: kind.version, capabilities: kind.capabilities)
            guard client.expandsItself else { continue }
            expandingKinds += 1
            #expect(client.sent["templates"] != nil, "\(kind): the templates travel as written")
            let withoutTemplates = kind.capabilities?.filter { $0 != CoreContract.templates }
            let server = try Self.held(version: kind.version, capabilities: withoutTemplates)
            #expect(!server.expandsItself)
            #expect(client.held["sections"] == server.held["sections"], """
                \(kind): the client's expansion differs from the server's:
                client: \(client.held["sections"].map { ((try? JSONWriter(formatting: .sortedKeys).string($0)) ?? "?") } ?? "none")
                server: \(server.held["sections"].map { ((try? JSONWriter(formatting: .sortedKeys).string($0)) ?? "?") } ?? "none")
                """)
        }
        #expect(expandingKinds >= 30, "the matrix reaches many clients that expand templates: \(expandingKinds)")
    }

    @Test("the rows a use passes reach the card: a whole ${name} in a component or action slot of a body is kept for the client")
    func placeholdersSurviveTheFilter() throws {
        let everything = try Self.held(version: 2, capabilities: TestServer.factory.capabilities.capabilities)
        #expect(everything.sent["templates"]?["box"]?["body"]?["children"] == "${rows}")
        #expect(everything.sent["templates"]?["list"]?["body"]?["children"]?[0] == "${first}")
        #expect(everything.sent["templates"]?["list"]?["body"]?["children"]?[2]?["action"] == "${go}")
        let card = everything.held["sections"]?[0]?["components"]?[0]
        #expect(card?["children"]?[0]?["id"] == "row-1" && card?["children"]?[1]?["id"] == "row-2")
    }
}
