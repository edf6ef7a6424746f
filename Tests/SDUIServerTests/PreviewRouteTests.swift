import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import SDUI
import SDUIServer
import SDUITesting
import Testing

/// `POST /v{version}/preview/screen` (`sdui-server --preview`): an author's
/// screen as a client of that version and those capabilities receives it.
@Suite("Preview route")
struct PreviewRouteTests {
    static let capabilities = HTTPField.Name(CapabilityManifest.headerName)!
    static let draft = #"""
        {"id": "draft", "title": "Total @{count * 2}", "initialState": {"count": 2},
         "templates": {"line": {"parameters": ["n"], "body": {"type": "text", "paragraphs": ["Line ${n}"]}}},
         "sections": [{"id": "main", "components": [
           {"template": "line", "id": "t1", "arguments": {"n": "one"}},
           {"type": "picker", "id": "size", "stateKey": "size", "options": [{"value": "s", "title": "Small"}],
            "fallback": {"type": "text", "id": "size-fallback", "paragraphs": ["Pick a size in a newer app"]}}
         ]}]}
        """#

    static func withServer(preview: Bool, _ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await TestServer.run(try TestServer.demo(preview: preview), body)
    }

    @Test("v1 without expressions, templates or picker: resolved, expanded, the fallback in place; v2 as written")
    func preparedForTheClient() async throws {
        try await Self.withServer(preview: true) { client in
            let old = try await client.post("/v1/preview/screen", raw: Self.draft, contentType: "application/json")
            #expect(old.status == .ok, "\(old.text)")
            #expect(!old.text.contains("@{"), "\(old.text)")
            let screen = try old.json()
            #expect(screen["title"] == "Total 4")
            let components = screen["sections"]?[0]?["components"]?.arrayValue ?? []
            #expect(components.first?["paragraphs"] == ["Line one"], "the template was not expanded: \(old.text)")
            #expect(components.last?["id"] == "size-fallback", "v1 has no picker: \(old.text)")

            let manifest = ScreenFactory().capabilities.headerValue
            let new = try await client.post("/v2/preview/screen", raw: Self.draft, contentType: "application/json",
                                            headers: [Self.capabilities: manifest])
            #expect(new.status == .ok, "\(new.text)")
            #expect(try new.json()["title"] == "Total @{count * 2}", "a v2 client resolves expressions itself")
            // Revalidation works like any screen's.
            let tag = try #require(new.headers[.eTag])
            let again = try await client.post("/v2/preview/screen", raw: Self.draft, contentType: "application/json",
                                              headers: [Self.capabilities: manifest, .ifNoneMatch: tag])
            #expect(again.status == .notModified)
        }
    }

    @Test("what cannot be a screen is a 400 that says why; without --preview there is no such route")
    func refusals() async throws {
        try await Self.withServer(preview: true) { client in
            let array = try await client.post("/v2/preview/screen", raw: "[1, 2]", contentType: "application/json")
            #expect(array.status == .badRequest)
            #expect(array.text.contains("Post a screen document"), "\(array.text)")
            let broken = try await client.post("/v2/preview/screen", raw: #"{"sections": ["#, contentType: "application/json")
            #expect(broken.status == .badRequest)
            #expect(broken.text.contains("line 1, column"), "\(broken.text)")
        }
        try await Self.withServer(preview: false) { client in
            let response = try await client.post("/v2/preview/screen", raw: Self.draft, contentType: "application/json")
            #expect(response.status == .notFound)
        }
    }

    @Test("templates that expand past the budget: a clear refusal for a client the server expands for, the document as sent for one that expands itself")
    func expansionPastTheBudget() async throws {
        let draft = HostileDocuments.nestedDoubling(size: 16_384, uses: 40)   // 660 KB that would expand to 160 MB
        try await Self.withServer(preview: true) { client in
            let old = try await client.post("/v1/preview/screen", raw: draft, contentType: "application/json")
            #expect(old.status == .badRequest)
            #expect(try old.errorCode() == "invalid_screen")
            let message = try old.json()["error"]?["message"]?.stringValue ?? ""
            #expect(message.contains("expand past the server's budget"), "\(message)")
            #expect(message.contains("template 'd0' is left out"), "\(message)")
            #expect(message.contains("sections[0].components[0]"), "\(message)")
            #expect(old.bytes.count < 4_096, "a short error, not a huge body")

            let manifest = ScreenFactory().capabilities.headerValue
            let new = try await client.post("/v2/preview/screen", raw: draft, contentType: "application/json",
                                            headers: [Self.capabilities: manifest])
            #expect(new.status == .ok)
            #expect(try new.json()["sections"]?[0]?["components"]?.arrayValue?.count == 41, "the uses reach the client: \(new.text.prefix(300))")
            // The client expands it within its own budget, which says the same.
            let decoded = try ScreenFactory().makeDocument(from: new.bytes)
            #expect(decoded.expansion.contains { $0.reason.contains("template 'd0' is left out") })
            #expect(try #require(decoded.json, "templates take the tree").compactByteCount <= new.bytes.count + AmplificationBudget(inputBytes: new.bytes.count).bytes)
        }
    }
}
