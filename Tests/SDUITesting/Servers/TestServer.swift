import Hummingbird
import HummingbirdTesting
import DemoServer
import JSON
import Logging
import SDUI
import SDUIServer
import SDUIServerSQLite

/// The real server for the route tests: `LiveServer` (an ephemeral loopback
/// port, a fresh in-memory database) with the live client handed to the test.
public enum TestServer {
    /// The repository's `Content` folder.
    public static let contentDirectory = Repository.contentDirectory

    public static func run<Value: Sendable>(
        content: String = contentDirectory,
        _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        try await LiveServer.withClient(label: "sdui-server-test", content: content, test)
    }

    /// Any environment (an app under test, the demo with the preview installed, …)
    /// behind the server's real router: in process (`.router`, no socket) or
    /// on an ephemeral loopback port (`.live`, for what needs a socket: a
    /// browser, a client process). Every route test starts its server here.
    public static func run<Value: Sendable>(
        _ environment: ServerEnvironment,
        on setup: TestingSetup = .router,
        _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        let app = Application(router: try APIRoutes.makeRouter(environment: environment),
                              configuration: .init(address: .hostname("127.0.0.1", port: 0)), logger: quietLogger())
        return try await app.test(setup, test)
    }

    /// Runs `test` against a server of `apps` alone, over storage that holds no
    /// data (`RecordingStorage`), in process.
    public static func run(apps: [any ServerApp], label: String,
                    _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        var registry = AppRegistry()
        for app in apps { try registry.install(app) }
        try await run(try environment(registry, label: label), test)
    }

    /// What `registry` installs behind the server framework, on the repository's
    /// content, over storage that holds no data (`RecordingStorage`).
    public static func environment(_ registry: AppRegistry, storage: any ServerStorage = RecordingStorage(),
                                   label: String = "sdui-server-test") throws -> ServerEnvironment {
        try ServerEnvironment.make(configuration: ServerConfiguration(contentDirectory: contentDirectory), apps: registry,
                                   storage: storage, logger: quietLogger(label))
    }

    /// A logger that says only what is critical: the tests' servers are not to be read.
    static func quietLogger(_ label: String = "sdui-server-test") -> Logger {
        var logger = Logger(label: label)
        logger.logLevel = .critical
        return logger
    }

    /// The demo server's environment over a throwaway database: the same apps, factory and
    /// type table as the live server (`DemoScreenTests` checks that it builds).
    /// `preview` installs the browser preview, as `sdui-server --preview` does.
    public static func demo(preview: Bool = false) throws -> ServerEnvironment {
        try DemoServer.environment(configuration: ServerConfiguration(contentDirectory: contentDirectory),
                                   databasePath: ":memory:", passwordCost: .testing, modules: DemoModules(preview: preview), logger: quietLogger())
    }

    /// One app under test behind the server framework, on the repository's
    /// content and `storage` (by default a throwaway in-memory SQLite).
    public static func environment(installing app: some ServerApp, storage: (any ServerStorage)? = nil) throws -> ServerEnvironment {
        var registry = AppRegistry()
        try registry.install(app)
        return try environment(registry, storage: try storage ?? SQLiteDatabase.open(path: ":memory:"))
    }

    private static let demoOnce: ServerEnvironment? = try? demo()

    /// The server's factory: the core plus the feature types its apps send.
    public static let factory = demoOnce?.factory ?? ScreenFactory()
    /// The server's type table: the core's types and its apps' feature contracts.
    public static let table = demoOnce?.contractTable ?? ContractTypeTable(features: [])
}
