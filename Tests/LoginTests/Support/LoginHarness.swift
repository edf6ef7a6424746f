import CurlTransport
import JSON
import Login
import SDUI
import SDUISession
import SDUITesting

/// A full client against the live server: libcurl, the Login feature with a
/// token file in a temporary folder, and a session that sends 401s to `login`.
struct LoginHarness {
    static let route = AuthenticationRoute(screen: "login", signInActions: [LoginAction.typeName])

    let endpoint: ServerEndpoint
    let store: TokenStore
    let http: RecordingHTTPClient
    let presenter = RecordingPresenter()
    let api: APIClient
    let session: Session

    init(baseURL: String, tokenFile: String?, clock: TestClock? = nil) throws {
        endpoint = try ServerEndpoint(baseURL: baseURL)
        if let clock {
            store = TokenStore(filePath: tokenFile, clock: { clock.now })
        } else {
            store = TokenStore(filePath: tokenFile)
        }
        var registry = FeatureRegistry()
        try registry.install(LoginFeature(store: store, server: endpoint.apiRoot))
        http = RecordingHTTPClient(CurlHTTPClient(configuration: .init(totalTimeout: 20)))
        api = APIClient(http: http, endpoint: endpoint, factory: ScreenFactory(delegate: registry),
                        decorators: registry.requestDecorators, userAgent: "login-tests/1.0")
        session = Session(api: api, registry: registry, presenter: presenter, authentication: Self.route)
    }

    /// The live server and a client whose token file lives in a fresh folder
    /// (removed afterwards), already showing `path`: the set-up most flow
    /// tests share.
    static func withTokenFolder(
        startingAt path: String,
        _ body: @Sendable (_ client: LoginHarness, _ base: String, _ folder: TemporaryDirectory) async throws -> Void
    ) async throws {
        let folder = try TemporaryDirectory()
        try await LiveServer.run { base in
            let client = try LoginHarness(baseURL: base, tokenFile: "\(folder.path)/token.json")
            await client.session.start(at: path)
            try await body(client, base, folder)
        }
    }

    /// The first action of a component with `id` on the top screen.
    func action(_ id: String) async throws -> Action {
        let screen = await session.top?.screen
        for section in screen?.sections ?? [] {
            if let component = section.components.first(where: { $0.id == id }), let action = component.content.actions.first {
                return action
            }
        }
        throw TestFailure("no component '\(id)' with an action on \(await session.top?.path ?? "nothing")")
    }

    /// Fills the login form on top and presses "Log in".
    func logIn(email: String = "ada@example.com", password: String = "lovelace") async throws -> ActionOutcome {
        await session.setState(.string(email), forKey: "email")
        await session.setState(.string(password), forKey: "password")
        return await session.perform(try action("submit"), from: "submit")
    }

    var paths: [String] {
        get async { await session.stack.map(\.path) }
    }

    /// The bearer token as it went over the wire (the last request that carried one).
    var sentToken: String? {
        http.requests.last { $0.header("Authorization") != nil }?.header("Authorization").map { String($0.dropFirst("Bearer ".count)) }
    }
}
