import Foundation
import Logging
import PostgresNIO
import SDUIServerPostgres

/// A fresh database on the cluster `Scripts/with-postgres.sh` started (the
/// `PG*` variables), one per test so tests run in parallel without seeing
/// each other's rows; dropped afterwards.
public enum PostgresTestDatabase {
    public static let environment = ProcessInfo.processInfo.environment
    public static let cluster: PostgresSettings? = try? PostgresSettings.fromEnvironment(environment)
    public static var available: Bool { cluster != nil }

    public static var logger: Logger {
        var logger = Logger(label: "postgres-tests")
        logger.logLevel = .critical
        return logger
    }

    /// Runs `body` with settings for a new, empty database.
    @discardableResult
    public static func withFresh<Value: Sendable>(_ body: (PostgresSettings) async throws -> Value) async throws -> Value {
        guard let cluster else { throw ServerFailure("PGHOST is not set: run inside Scripts/with-postgres.sh") }
        let name = "sdui_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        try await admin(cluster) { try await $0.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: logger) }
        var settings = cluster
        settings.database = name
        do {
            let value = try await body(settings)
            try await drop(name, on: cluster)
            return value
        } catch {
            try? await drop(name, on: cluster)
            throw error
        }
    }

    /// One question to a database, outside the server's code.
    public static func scalar(_ sql: String, in settings: PostgresSettings) async throws -> Int64 {
        try await admin(settings) { client in
            var value: Int64 = -1
            for try await number in try await client.query(PostgresQuery(unsafeSQL: sql), logger: logger).decode(Int64.self) {
                value = number
            }
            return value
        }
    }

    private static func drop(_ name: String, on cluster: PostgresSettings) async throws {
        try await admin(cluster) {
            try await $0.query(PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)"), logger: logger)
        }
    }

    @discardableResult
    private static func admin<Value: Sendable>(_ settings: PostgresSettings,
                                                _ body: (PostgresClient) async throws -> Value) async throws -> Value {
        let client = PostgresClient(configuration: .init(host: settings.host, port: settings.port, username: settings.username,
                                                         password: settings.password, database: settings.database, tls: .disable),
                                    backgroundLogger: logger)
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await client.run() }
            defer { group.cancelAll() }
            return try await body(client)
        }
    }
}
