import Hummingbird
import HummingbirdTesting
import DemoServer
import JSON
import Logging
import SDUI
import SDUIServer
import SDUIServerSQLite
import SDUITesting

/// The real server for the route tests: `LiveServer` (an ephemeral loopback
/// port, a fresh in-memory database) with the live client handed to the test.
enum TestServer {
    /// The repository's `Content` folder.
    static let contentDirectory = Repository.contentDirectory

    static func run<Value: Sendable>(
        content: String = contentDirectory,
        _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        try await LiveServer.withClient(label: "sdui-server-test", content: content, test)
    }

    /// Any environment (an app under test, the demo with preview pages, …)
    /// behind the server's real router: in process (`.router`, no socket) or
    /// on an ephemeral loopback port (`.live`, for what needs a socket: a
    /// browser, a client process). Every route test starts its server here.
    static func run<Value: Sendable>(
        _ environment: ServerEnvironment,
        preview: Bool = false,
        on setup: TestingSetup = .router,
        _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        var logger = Logger(label: "sdui-server-test")
        logger.logLevel = .critical
        let app = Application(router: APIRoutes.makeRouter(environment: environment, preview: preview),
                              configuration: .init(address: .hostname("127.0.0.1", port: 0)), logger: logger)
        return try await app.test(setup, test)
    }

    /// Runs `test` against a server of `apps` alone, over storage that holds no
    /// data (`AppWithoutDatabaseTests.RecordingStorage`), in process.
    static func run(apps: [any ServerApp], label: String,
                    _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        var registry = AppRegistry()
        for app in apps { try registry.install(app) }
        var logger = Logger(label: label)
        logger.logLevel = .critical
        let environment = try ServerEnvironment.make(
            configuration: ServerConfiguration(contentDirectory: contentDirectory), apps: registry,
            storage: AppWithoutDatabaseTests.RecordingStorage(), logger: logger)
        try await run(environment, test)
    }

    /// The demo server's environment over a throwaway database: the same apps, factory and
    /// type table as the live server (`DemoScreenTests` checks that it builds).
    static func demo() throws -> ServerEnvironment {
        var logger = Logger(label: "sdui-server-test")
        logger.logLevel = .critical
        return try DemoServer.environment(configuration: ServerConfiguration(contentDirectory: contentDirectory),
                                          databasePath: ":memory:", passwordCost: .testing, logger: logger)
    }

    /// One app under test behind the server framework, on the repository's
    /// content and `storage` (by default a throwaway in-memory SQLite).
    static func environment(installing app: some ServerApp, storage: (any ServerStorage)? = nil) throws -> ServerEnvironment {
        var registry = AppRegistry()
        try registry.install(app)
        var logger = Logger(label: "sdui-server-test")
        logger.logLevel = .critical
        return try ServerEnvironment.make(configuration: ServerConfiguration(contentDirectory: contentDirectory), apps: registry,
                                          storage: try storage ?? SQLiteDatabase.open(path: ":memory:"), logger: logger)
    }

    private static let demoOnce: ServerEnvironment? = try? demo()

    /// The server's factory: the core plus the feature types its apps send.
    static let factory = demoOnce?.factory ?? ScreenFactory()
    /// The server's type table: the core's types and its apps' feature contracts.
    static let table = demoOnce?.contractTable ?? ContractTypeTable(features: [])
}

extension TestResponse {
    var bytes: [UInt8] { Array(body.readableBytesView) }
    var text: String { String(decoding: bytes, as: UTF8.self) }

    func json() throws -> JSONValue {
        try JSONParser().parse(bytes)
    }

    /// `error.code` of a JSON error body.
    func errorCode() throws -> String? {
        try json()["error"]?["code"]?.stringValue
    }
}

extension TestClientProtocol {
    func get(_ uri: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await execute(uri: uri, method: .get, headers: headers)
    }

    func post(_ uri: String, json: JSONValue, headers: HTTPFields = [:]) async throws -> TestResponse {
        var headers = headers
        headers[.contentType] = "application/json"
        return try await execute(uri: uri, method: .post, headers: headers,
                                 body: ByteBuffer(bytes: try json.serialized()))
    }

    func post(_ uri: String, raw: String, contentType: String?, headers: HTTPFields = [:]) async throws -> TestResponse {
        var headers = headers
        if let contentType { headers[.contentType] = contentType }
        return try await execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: raw))
    }

    /// Logs the demo user in and returns the bearer token.
    func login(email: String = "ada@example.com", password: String = "lovelace") async throws -> String {
        let response = try await post("/v1/auth/login", json: ["username": .string(email), "password": .string(password)])
        guard response.status == .ok, let token = try response.json()["token"]?.stringValue else {
            throw TestFailure("login failed: \(response.status) \(response.text)")
        }
        return token
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
