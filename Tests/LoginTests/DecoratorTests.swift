import Login
import SDUI
import Testing

@Suite("The bearer decorator")
struct DecoratorTests {
    static func decorator(server: String = "https://api.example") async throws -> BearerTokenDecorator {
        let store = TokenStore(filePath: nil, clock: { 1_000 })
        try await store.save(try #require(BearerToken(value: "tok", expiresAt: 2_000)))
        return BearerTokenDecorator(store: store, server: try WebURL(parsing: server))
    }

    @Test("only the server's exact origin gets the token", arguments: [
        ("https://api.example/v1/screens/home", true),
        ("https://api.example:443/v1/screens/home", true),
        ("https://API.EXAMPLE/v1", true),
        ("http://api.example/v1/screens/home", false),
        ("https://api.example:8443/v1", false),
        ("https://cdn.api.example/img.png", false),
        ("https://api.example.evil.example/", false),
        ("https://api.example@evil.example/", false),
        ("https://evil.example/?https://api.example", false),
        ("https://user@api.example/", false),
        ("api.example/v1", false),
        ("not a url", false),
    ])
    func origins(url: String, sends: Bool) async throws {
        var request = OutgoingRequest(url: url)
        try await Self.decorator().decorate(&request)
        #expect((request.header("Authorization") == "Bearer tok") == sends, "\(url)")
        if !sends { #expect(request.header("Authorization") == nil) }
    }

    @Test("loopback http servers compare by port too")
    func loopback() async throws {
        let decorator = try await Self.decorator(server: "http://127.0.0.1:8080")
        var same = OutgoingRequest(url: "http://127.0.0.1:8080/v1/screens/profile")
        await decorator.decorate(&same)
        #expect(same.header("Authorization") == "Bearer tok")
        for url in ["http://127.0.0.1:8081/", "http://localhost:8080/", "https://127.0.0.1:8080/"] {
            var other = OutgoingRequest(url: url)
            await decorator.decorate(&other)
            #expect(other.header("Authorization") == nil, "\(url)")
        }
    }

    @Test("no token, no header")
    func noToken() async throws {
        let decorator = BearerTokenDecorator(store: TokenStore(filePath: nil), server: try WebURL(parsing: "https://api.example"))
        var request = OutgoingRequest(url: "https://api.example/v1")
        await decorator.decorate(&request)
        #expect(request.header("Authorization") == nil)
    }
}
