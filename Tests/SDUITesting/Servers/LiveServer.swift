import Hummingbird
import HummingbirdTesting
import DemoServer
import Logging
import SDUIServer
import SDUIServerLive
import SDUIServerPostgres

/// The reference server (`SDUIServer`) in process on an ephemeral loopback port,
/// with a fresh in-memory database seeded with the demo data, for as long as the
/// test's closure runs. Every test target that talks to the real server over HTTP
/// starts it here, so they all run the same server the same way.
public enum LiveServer {
    /// Runs `body` with the server's base URL (`http://127.0.0.1:PORT`); the server stops afterwards.
    /// - Parameters:
    ///   - label: the logger's label (the server logs only critical problems).
    ///   - content: the folder holding `screens/`; the repository's `Content` unless a test brings its own.
    public static func run<Value: Sendable>(
        label: String = "live-server", content: String = Repository.contentDirectory, live: LiveConfiguration = LiveConfiguration(),
        debugOrigins: Bool = false, trustedProxies: TrustedProxies = TrustedProxies(),
        _ body: @Sendable (_ baseURL: String) async throws -> Value
    ) async throws -> Value {
        try await withClient(label: label, content: content, live: live, debugOrigins: debugOrigins,
                             trustedProxies: trustedProxies) { client in
            guard let port = client.port else { throw ServerFailure("the live test client has no port") }
            return try await body("http://127.0.0.1:\(port)")
        }
    }

    /// Runs `body` with HummingbirdTesting's live client, for tests that send raw requests.
    /// - Parameter postgres: a PostgreSQL database to serve from instead of a fresh in-memory SQLite one.
    public static func withClient<Value: Sendable>(
        label: String = "live-server", content: String = Repository.contentDirectory, postgres: PostgresSettings? = nil,
        live: LiveConfiguration = LiveConfiguration(), debugOrigins: Bool = false, trustedProxies: TrustedProxies = TrustedProxies(),
        _ body: @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        var logger = Logger(label: label)
        logger.logLevel = .critical
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, contentDirectory: content)
        configuration.debugOrigins = debugOrigins
        configuration.trustedProxies = trustedProxies
        let environment = if let postgres {
            try await DemoServer.environment(configuration: configuration, postgres: postgres, maximumConnections: 4,
                                             passwordCost: .testing, modules: DemoModules(live: live), logger: logger)
        } else {
            try DemoServer.environment(configuration: configuration, databasePath: ":memory:", passwordCost: .testing, modules: DemoModules(live: live), logger: logger)
        }
        let app = try SDUIServerApp.makeApplication(environment: environment, configuration: configuration, logger: logger)
        do {
            let value = try await app.test(.live, body)
            await (environment.storage as? PostgresDatabase)?.close()
            return value
        } catch {
            await (environment.storage as? PostgresDatabase)?.close()
            throw error
        }
    }
}
