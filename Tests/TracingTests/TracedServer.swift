import DemoServer
import Hummingbird
import HummingbirdTesting
import Logging
import SDUIServer
import SDUITesting

/// The demo server in process on an ephemeral loopback port (in-memory
/// SQLite), as `LiveServer` runs it, with tracing on or off.
enum TracedServer {
    static func run<Value: Sendable>(tracing: Bool, debugOrigins: Bool = false, _ body: @Sendable (_ baseURL: String) async throws -> Value) async throws -> Value {
        var logger = Logger(label: "traced-server")
        logger.logLevel = .critical
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, contentDirectory: Repository.contentDirectory)
        configuration.tracing = tracing
        configuration.debugOrigins = debugOrigins
        let environment = try DemoServer.environment(configuration: configuration, databasePath: ":memory:", passwordCost: .testing,
                                                     logger: logger)
        let app = try SDUIServerApp.makeApplication(environment: environment, configuration: configuration, logger: logger)
        return try await app.test(.live) { client in
            guard let port = client.port else { throw ReceiverFailure("the live test client has no port") }
            return try await body("http://127.0.0.1:\(port)")
        }
    }
}
