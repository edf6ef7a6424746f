import JSON
import Login
import SDUI
import SDUITesting
import Testing

@Suite("LoginFeature in a client")
struct LoginFeatureTests {
    static let server = (try? WebURL(parsing: "https://api.example")) ?? (try? WebURL(parsing: "https://localhost"))

    static let profile = #"""
    {"id": "profile", "title": "Profile", "sections": [{"id": "account", "components": [
      {"type": "button", "id": "logout", "label": "Log out",
       "action": {"type": "logout", "url": "/v1/auth/logout", "then": {"type": "navigate", "destination": "home"}}}]}]}
    """#

    @Test("installing registers both actions, both handlers and the decorator under Login")
    func registration() throws {
        let server = try #require(Self.server)
        var registry = FeatureRegistry()
        try registry.install(LoginFeature(store: TokenStore(filePath: nil), server: server))
        #expect(registry.installedFeatures == ["Login"])
        #expect(registry.actions["login"]?.owner == "Login")
        #expect(registry.actions["logout"]?.owner == "Login")
        #expect(registry.handler(for: "login")?.handler is LoginHandler)
        #expect(registry.handler(for: "logout")?.handler is LogoutHandler)
        #expect(registry.requestDecorators.count == 1)
        #expect(registry.requestDecorators.first is BearerTokenDecorator)
    }

    @Test("without the feature `logout` is unsupported, with a diagnostic, and nothing else changes")
    func removed() throws {
        let decoded = try ScreenFactory(delegate: FeatureRegistry()).makeScreen(from: Array(Self.profile.utf8))
        let button = try #require(decoded.value.sections.first?.components.first?.content(as: ButtonComponent.self))
        guard case .unsupported(let unsupported) = button.action else {
            Issue.record("expected an unsupported action, got \(button.action)")
            return
        }
        #expect(unsupported.type == "logout")
        #expect(decoded.diagnostics.count == 1)
    }

    @Test("a login action pointing to another server is refused before anything is sent")
    func foreignLoginURL() async throws {
        let server = try #require(Self.server)
        let handler = LoginHandler(store: TokenStore(filePath: nil), server: server)
        let context = RecordingActionContext(state: ["email": "ada@example.com", "password": "lovelace"])
        let action = LoginAction(url: "https://evil.example/login", usernameKey: "email", passwordKey: "password")
        let outcome = await handler.run(action, in: context)
        #expect(outcome == .failed("Refused to send your login to https://evil.example/login: it is not this app's server (https://api.example:443)."))
        #expect(context.sent.isEmpty)
    }

    @Test("logging out offline still forgets the token, and says the server was not told")
    func offlineLogout() async throws {
        let server = try #require(Self.server)
        let store = TokenStore(filePath: nil)
        try await store.save(try #require(BearerToken(value: "tok", expiresAt: 4_000_000_000)))
        let context = RecordingActionContext(state: [:])
        let outcome = await LogoutHandler(store: store, server: server)
            .run(LogoutAction(url: "/v1/auth/logout"), in: context)
        #expect(outcome == .completedWithMessage("Logged out"))
        #expect(await !store.isLoggedIn)
        #expect(context.messages.first?.hasPrefix("Logged out on this device; the server could not be told") == true)
        #expect(context.sent.map(\.url) == ["https://api.example/v1/auth/logout"])
    }
}
