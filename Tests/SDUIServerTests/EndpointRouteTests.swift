import Hummingbird
import HummingbirdTesting
import SDUIContract
import SDUIServer
import SDUITesting
import Testing

/// An app's own endpoints are declared as `EndpointRoute`s: the handler gets
/// the parameters typed, a path whose captures do not make them is a 400
/// saying why, and links are made from the same declaration.
@Suite("Endpoint routes: declared once, parameters typed")
struct EndpointRouteTests {
    static let squares = EndpointRoute<Int>(.get, "squares/{n}")

    struct Squares: ServerApp {
        let name = "Squares"
        func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
            try registry.endpoint(EndpointRouteTests.squares) { _, n in try .json(encoding: ["square": n * n]) }
        }
    }

    static func serve(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        try await TestServer.run(apps: [Squares()], label: "endpoint-routes", test)
    }

    @Test("the URL is made from the declaration, each parameter percent-encoded")
    func urls() {
        #expect(Self.squares.url(12, api: "/v2") == "/v2/squares/12")
        #expect(EndpointRoute<String>(.get, "albums/{id}/tracks").url("a b", api: "/v1") == "/v1/albums/a%20b/tracks")
        #expect(EndpointRoute<Void>(.post, "auth/login").url(api: "/v2") == "/v2/auth/login")
        #expect(Self.squares.label == "GET squares/{n}")
    }

    @Test("the handler gets the parameter typed; one of the wrong kind or a refused segment is a 400 saying which")
    func typedParameters() async throws {
        try await Self.serve { client in
            let nine = try await client.get("/v2/squares/3")
            #expect(nine.status == .ok, "\(nine.text)")
            #expect(try nine.json()["square"] == 9)
            let word = try await client.get("/v2/squares/three")
            #expect(word.status == .badRequest)
            #expect(try word.errorCode() == "invalid_path")
            #expect(word.text.contains("'squares/three' is not a path of GET squares/{n}"), "\(word.text)")
            let control = try await client.get("/v2/squares/1%002")
            #expect(control.status == .badRequest)
            #expect(control.text.contains("'1%002'"), "the refused segment as sent: \(control.text)")
            let post = try await client.post("/v2/squares/3", json: [:])
            #expect(post.status == .methodNotAllowed || post.status == .notFound, "a GET endpoint answers no POST: \(post.status)")
        }
    }

    @Test("a declaration whose captures do not fit its parameters is refused at registration, naming it")
    func badDeclaration() {
        var registry = AppRegistry()
        #expect(throws: AppRegistrationError.self) {
            try registry.endpoint(EndpointRoute<Int>(.get, "squares")) { _, _ in .noContent(cacheControl: nil) }
        }
        do {
            try registry.endpoint(EndpointRoute<Int>(.get, "squares/{a}/{b}")) { _, _ in .noContent(cacheControl: nil) }
            Issue.record("two captures for one parameter were taken")
        } catch {
            #expect("\(error)".contains("2 captures for 1 parameter"), "\(error)")
        }
    }
}
