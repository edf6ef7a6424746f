import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import SDUIServer

/// The reference server on an ephemeral loopback port with a fresh in-memory
/// database, for as long as `body` runs.
enum LiveServer {
    static let repository = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct NoPort: Error {}

    static func run<Value: Sendable>(_ body: @Sendable (_ base: String) async throws -> Value) async throws -> Value {
        var logger = Logger(label: "clip-tests")
        logger.logLevel = .critical
        let configuration = ServerConfiguration(host: "127.0.0.1", port: 0, databasePath: ":memory:",
                                                contentDirectory: repository.appendingPathComponent("Content").path)
        let app = try SDUIServerApp.makeApplication(configuration: configuration, logger: logger)
        return try await app.test(.live) { client in
            guard let port = client.port else { throw NoPort() }
            return try await body("http://127.0.0.1:\(port)")
        }
    }
}
