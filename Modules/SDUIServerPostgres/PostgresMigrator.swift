import Foundation
import Logging
import PostgresNIO
import SDUIServer

/// Applies migrations on PostgreSQL, each at most once however many
/// instances start at the same moment.
///
/// Everything happens in one transaction holding a transaction-level
/// advisory lock, so a second instance blocks on the lock until the first
/// commits and then sees the migrations recorded in `sdui_migration`. A
/// failing statement rolls the whole run back and names its migration.
struct PostgresMigrator {
    /// The advisory lock's key: "SDUI" in ASCII, shared by every instance.
    static let lockKey: Int64 = 0x5344_5549

    let client: PostgresClient
    let logger: Logger

    /// The ids applied after the run: earlier ones and the new ones.
    func migrate(_ migrations: [Migration]) async throws -> Set<String> {
        do {
            return try await run(migrations)
        } catch let error as PostgresTransactionError {
            // What went wrong inside the transaction, not the wrapper around it.
            throw error.closureError ?? error.beginError ?? error.commitError ?? error
        }
    }

    private func run(_ migrations: [Migration]) async throws -> Set<String> {
        try await client.withTransaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(Self.lockKey))", logger: logger)
            try await connection.query(
                "CREATE TABLE IF NOT EXISTS sdui_migration (id TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)", logger: logger)
            var applied = Set<String>()
            for try await id in try await connection.query("SELECT id FROM sdui_migration", logger: logger).decode(String.self) {
                applied.insert(id)
            }
            for migration in migrations where !applied.contains(migration.id) {
                let recorder = StatementRecorder()
                try migration.apply(recorder)
                for statement in recorder.statements {
                    let query = try PostgresStatement(statement.sql, statement.arguments).query
                    do {
                        try await connection.query(query, logger: logger)
                    } catch let error as PSQLError {
                        throw PostgresStorageError.migration(id: migration.id, reason: PostgresErrorText.describe(error))
                    }
                }
                let now = Int64(Date().timeIntervalSince1970 * 1000)
                try await connection.query(
                    "INSERT INTO sdui_migration (id, applied_at) VALUES (\(migration.id), \(now))", logger: logger)
                applied.insert(migration.id)
                logger.info("migration applied", metadata: ["migration": .string(migration.id), "engine": "postgres"])
            }
            return applied
        }
    }
}
