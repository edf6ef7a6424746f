import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import SDUI
@testable import SDUIServer
import SDUITesting
import Testing

/// A client that does not declare `f:expressions` gets every `@{…}`
/// resolved for the screen's initial state and hidden components left
/// out; one that declares it gets the expressions to evaluate itself.
@Suite("Expressions for clients that do not resolve them")
struct ExpressionDowngradeTests {
    struct CalculatorApp: ServerApp {
        let name = "Calculator"

        func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
            try registry.screen(ScreenRoute<Void>("calc")) { _, _ in
                Screen(id: "calc", title: "Twice @{count}", initialState: ["count": .number(JSONNumber(2)), "on": .bool(false)], sections: [
                    Section(id: "main", components: [
                        Component(id: "double", content: TextComponent(paragraphs: ["@{count * 2}", "Literal \\@{count}"])),
                        Component(id: "extra", content: TextComponent(paragraphs: ["Only when on"]), visibleWhen: "@{on}"),
                        Component(id: "switch", content: ToggleComponent(label: "On", stateKey: "on")),
                    ]),
                ])
            }
        }
    }

    static func withServer(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await TestServer.run(try TestServer.environment(installing: CalculatorApp()), body)
    }

    static let capabilities = HTTPField.Name(CapabilityManifest.headerName)!
    static let withExpressions = ScreenFactory().capabilities.headerValue
    static let withoutExpressions = CapabilityManifest(ScreenFactory().capabilities.capabilities.filter { $0.kind != .feature }).headerValue

    @Test("declared: the expressions and visible travel as written")
    func declared() async throws {
        #expect(Self.withExpressions.hasSuffix(",f:expressions@1,f:impressions@1,f:live@1,f:optimistic@1,f:pages@1,f:patches@1,f:plainAnswers@1,f:templates@1,f:themes@1,f:timers@1,f:triggers@1"))
        try await Self.withServer { client in
            let response = try await client.get(.screen("calc"), headers: [Self.capabilities: Self.withExpressions])
            let screen = try response.json()
            #expect(screen["title"] == "Twice @{count}")
            #expect(screen["sections"]?[0]?["components"]?[0]?["paragraphs"] == ["@{count * 2}", "Literal \\@{count}"])
            #expect(screen["sections"]?[0]?["components"]?[1]?["visible"] == "@{on}")
            // And this client's own resolution shows what the downgraded one gets.
            let decoded = try ScreenFactory().makeScreen(from: response.bytes)
            #expect(decoded.value.title == "Twice 2")
            #expect(decoded.value.allComponents.map(\.id) == ["double", "switch"])
        }
    }

    @Test("not declared (no feature, an older manifest, no header, v1): resolved for the initial state", arguments: [
        ("/v2/screens/calc", Self.withoutExpressions), ("/v1/screens/calc", Self.withoutExpressions), ("/v2/screens/calc", nil),
        ("/v1/screens/calc", nil),
    ] as [(String, String?)])
    func notDeclared(path: String, header: String?) async throws {
        try await Self.withServer { client in
            var headers = HTTPFields()
            if let header { headers[Self.capabilities] = header }
            let response = try await client.get(path, headers: headers)
            #expect(response.status == .ok)
            #expect(!response.text.contains("@{count *") && !response.text.contains("@{on}"),
                    "an expression reached a client that cannot resolve it: \(response.text)")
            let screen = try response.json()
            #expect(screen["title"] == "Twice 2")
            #expect(screen["sections"]?[0]?["components"]?[0]?["paragraphs"] == ["4", "Literal @{count}"])
            let ids = screen["sections"]?[0]?["components"]?.arrayValue?.compactMap { $0["id"]?.stringValue }
            #expect(ids == ["double", "switch"], "the hidden component was sent")
        }
    }

    @Test("the two renderings are cached apart, and each keeps its own ETag")
    func cachedApart() async throws {
        try await Self.withServer { client in
            let declared = try await client.get(.screen("calc"), headers: [Self.capabilities: Self.withExpressions])
            let plain = try await client.get(.screen("calc"), headers: [Self.capabilities: Self.withoutExpressions])
            #expect(declared.headers[.eTag] != plain.headers[.eTag])
            let again = try await client.get(.screen("calc"), headers: [Self.capabilities: Self.withExpressions])
            #expect(again.bytes == declared.bytes)
        }
    }
}

/// Templates in a document the server sends (a content file may carry them):
/// expanded for clients that do not declare `f:templates`.
@Suite("Templates for clients that do not expand them")
struct TemplateDowngradeTests {
    static let document: JSONValue = (try? JSONParser().parse(Array(#"""
    {"id": "t", "templates": {"row": {"parameters": ["n"], "body": {"type": "text", "paragraphs": "Row ${n}"}}},
     "sections": [{"id": "s", "components": [{"template": "row", "id": "a", "arguments": {"n": 1}}]}]}
    """#.utf8))) ?? .null

    static func readable(header: String?) throws -> JSONValue {
        let profile = try ClientProfile.make(version: APIVersion.parse("2"), header: header, table: TestServer.table)
        let response = ScreenResponse(filter: CapabilityFilter(client: profile, factory: TestServer.factory), cache: RenderCache())
        return try response.resolved(response.expanded(Self.document))
    }

    @Test func declaredTravelsAsWrittenAndUndeclaredIsExpanded() throws {
        let declared = try Self.readable(header: ScreenFactory().capabilities.headerValue)
        #expect(declared["templates"] != nil)
        for header in [ExpressionDowngradeTests.withoutExpressions, nil] {
            let expanded = try Self.readable(header: header)
            #expect(expanded["templates"] == nil)
            #expect(expanded["sections"]?[0]?["components"]?[0]?["paragraphs"] == "Row 1")
            #expect(expanded["sections"]?[0]?["components"]?[0]?["id"] == "a")
        }
    }
}
