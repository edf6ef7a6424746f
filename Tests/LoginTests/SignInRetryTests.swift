import JSON
import Login
import SDUI
import SDUISession
import SDUITesting
import Synchronization
import Testing

/// The session's 401 flow for commands, on an in-memory server that wants a
/// bearer token for one command (the reference server has no such command).
@Suite("Retrying a command after signing in")
struct SignInRetryTests {
    final class Server: HTTPClient {
        static let base = "http://127.0.0.1:9"
        let requests = Mutex<[OutgoingRequest]>([])

        func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
            requests.withLock { $0.append(request) }
            func json(_ text: String, status: Int = 200) -> HTTPResponse {
                HTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: Array(text.utf8), url: request.url)
            }
            switch request.url {
            case "\(Self.base)/v1/screens/album":
                return json(#"{"id": "album", "title": "Album", "initialState": {"note": "great"}, "sections": []}"#)
            case "\(Self.base)/v1/screens/login":
                return json(#"""
                {"id": "login", "title": "Log in", "sections": [{"id": "form", "components": [
                  {"type": "button", "id": "submit", "label": "Log in", "action":
                    {"type": "login", "url": "/v1/auth/login", "usernameKey": "email", "passwordKey": "password"}}]}]}
                """#)
            case "\(Self.base)/v1/auth/login":
                return json(#"{"token": "fresh-token", "expiresAt": 4000000000}"#)
            case "\(Self.base)/v1/commands/favourite":
                guard request.header("Authorization") == "Bearer fresh-token" else {
                    return json(#"{"error": {"code": "unauthorized", "message": "Log in to keep favourites."}}"#, status: 401)
                }
                let body = (try? JSONParser().parse(request.body ?? [])) ?? .null
                let note = body["state"]?["note"]?.stringValue ?? "?"
                return json(#"{"type": "done", "message": "Saved with \#(note)"}"#)
            default:
                return json(#"{"error": {"code": "not_found", "message": "no route"}}"#, status: 404)
            }
        }
    }

    @Test("a 401 command opens the login screen; after logging in it runs again with its screen's state")
    func commandRetry() async throws {
        let server = Server()
        let store = TokenStore(filePath: nil)
        let endpoint = try ServerEndpoint(baseURL: Server.base, apiVersion: 1)
        var registry = FeatureRegistry()
        try registry.install(LoginFeature(store: store, server: endpoint.apiRoot))
        let presenter = RecordingPresenter()
        let api = APIClient(http: server, endpoint: endpoint, factory: ScreenFactory(delegate: registry),
                            decorators: registry.requestDecorators, userAgent: "tests")
        let session = Session(api: api, registry: registry, presenter: presenter, authentication: LoginHarness.route)
        await session.start(at: "album")

        let favourite = Action.command(CommandAction(url: "/v1/commands/favourite", stateKeys: ["note"]))
        #expect(await session.perform(favourite) == .failed("Please log in: Log in to keep favourites."))
        #expect(await session.stack.map(\.path) == ["album", "login"])

        await session.setState(.string("ada@example.com"), forKey: "email")
        await session.setState(.string("lovelace"), forKey: "password")
        let login = try #require(await session.top?.screen?.sections.first?.components.first?.content.actions.first)
        #expect(await session.perform(login) == .completedWithMessage("Logged in as ada@example.com"))
        #expect(await session.stack.map(\.path) == ["album"])
        #expect(presenter.messages.last == "Saved with great")
        let commands = server.requests.withLock { $0 }.filter { $0.url.hasSuffix("/favourite") }
        #expect(commands.map { $0.header("Authorization") } == [nil, "Bearer fresh-token"])
    }

    @Test("without an authentication route a 401 is an ordinary failure")
    func noRoute() async throws {
        let server = Server()
        let endpoint = try ServerEndpoint(baseURL: Server.base, apiVersion: 1)
        let api = APIClient(http: server, endpoint: endpoint, factory: ScreenFactory(delegate: FeatureRegistry()), userAgent: "tests")
        let session = Session(api: api, registry: FeatureRegistry(), presenter: RecordingPresenter())
        await session.start(at: "album")
        _ = await session.perform(.command(CommandAction(url: "/v1/commands/favourite")))
        #expect(await session.stack.map(\.path) == ["album"])
    }

    @Test("going back from the login screen abandons the retry")
    func abandon() async throws {
        let server = Server()
        let store = TokenStore(filePath: nil)
        let endpoint = try ServerEndpoint(baseURL: Server.base, apiVersion: 1)
        var registry = FeatureRegistry()
        try registry.install(LoginFeature(store: store, server: endpoint.apiRoot))
        let api = APIClient(http: server, endpoint: endpoint, factory: ScreenFactory(delegate: registry),
                            decorators: registry.requestDecorators, userAgent: "tests")
        let session = Session(api: api, registry: registry, presenter: RecordingPresenter(), authentication: LoginHarness.route)
        await session.start(at: "album")
        _ = await session.perform(.command(CommandAction(url: "/v1/commands/favourite")))
        await session.back()
        // Logging in later, from a login screen opened by hand, does not replay the old command.
        _ = await session.perform(.navigate(NavigateAction(destination: "login")))
        await session.setState(.string("ada@example.com"), forKey: "email")
        await session.setState(.string("lovelace"), forKey: "password")
        let login = try #require(await session.top?.screen?.sections.first?.components.first?.content.actions.first)
        #expect(await session.perform(login) == .completedWithMessage("Logged in as ada@example.com"))
        #expect(await store.isLoggedIn)
        #expect(await session.stack.map(\.path) == ["album", "login"])
        #expect(server.requests.withLock { $0 }.filter { $0.url.hasSuffix("/favourite") }.count == 1)
    }
}
