import DemoServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import SDUIServer

/// The analytics events a live server stored, read from its own database,
/// for tests that drive a client binary and check what reached the server
/// (impressions stored once per install, screen view and component).
public struct StoredAnalytics: Sendable {
    /// One stored event: its name, the client's timestamp (milliseconds
    /// since 1970) and its properties as stored, a JSON object (the server
    /// adds the install and the session).
    public struct Event: Sendable, Equatable {
        public let name: String
        public let timestamp: Int64
        public let properties: String
    }

    let database: any SQLDatabase

    /// Every stored event, oldest first.
    public func events() async throws -> [Event] {
        try await database.query("SELECT name, timestamp, properties FROM analyticsEvent ORDER BY timestamp", []).map { row in
            Event(name: try row.text(0), timestamp: try row.integer(1), properties: try row.text(2))
        }
    }

    /// Runs `body` with the demo server live on an ephemeral loopback port
    /// (`LiveServer`'s set-up, a fresh in-memory SQLite database) and the
    /// events it stores.
    public static func run<Value: Sendable>(
        label: String = "live-server-analytics",
        _ body: @Sendable (_ baseURL: String, _ stored: StoredAnalytics) async throws -> Value
    ) async throws -> Value {
        var logger = Logger(label: label)
        logger.logLevel = .critical
        let configuration = ServerConfiguration(host: "127.0.0.1", port: 0, contentDirectory: Repository.contentDirectory)
        let environment = try DemoServer.environment(configuration: configuration, databasePath: ":memory:", passwordCost: .testing, logger: logger)
        guard let database = environment.storage as? any SQLDatabase else { throw ServerFailure("the demo server's storage is not SQL") }
        let app = try SDUIServerApp.makeApplication(environment: environment, configuration: configuration, logger: logger)
        return try await app.test(.live) { client in
            guard let port = client.port else { throw ServerFailure("the live test client has no port") }
            return try await body("http://127.0.0.1:\(port)", StoredAnalytics(database: database))
        }
    }
}
