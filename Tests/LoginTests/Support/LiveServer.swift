import Hummingbird
import HummingbirdTesting
import Logging
import SDUIServer

/// The real reference server, in process, on an ephemeral loopback port
/// with a fresh in-memory database (the demo user ada@example.com / lovelace).
enum LiveServer {
    /// The repository's `Content` folder (three levels up from this file).
    static let contentDirectory: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/") + "/Content"
    }()

    /// Runs `test` with the server's base URL (`http://127.0.0.1:PORT`); the server stops afterwards.
    static func run<Value: Sendable>(_ test: @escaping @Sendable (_ baseURL: String) async throws -> Value) async throws -> Value {
        var logger = Logger(label: "login-tests")
        logger.logLevel = .critical
        let configuration = ServerConfiguration(host: "127.0.0.1", port: 0, databasePath: ":memory:",
                                                contentDirectory: contentDirectory)
        let app = try SDUIServerApp.makeApplication(configuration: configuration, logger: logger)
        return try await app.test(.live) { client in
            guard let port = client.port else { throw TestFailure("the live test client has no port") }
            return try await test("http://127.0.0.1:\(port)")
        }
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
