import Foundation
import SDUIServer
import SDUIServerPostgres
import SDUITesting
import Testing

/// Data versions on PostgreSQL: known from change notifications while an
/// instance listens, read from the database after its own writes and while
/// it does not listen.
@Suite("PostgreSQL data-version notifications", .enabled(if: PostgresTestDatabase.available, "PGHOST is not set: run inside Scripts/with-postgres.sh"))
struct DataVersionNotificationTests {
    static let notes = DataSet("notes", tables: ["note"])
    static var migrations: [Migration] {
        AppRegistry().migrations + [
            Migration(id: "notes-1") { db in try db.execute("CREATE TABLE IF NOT EXISTS note (id SERIAL PRIMARY KEY, text TEXT NOT NULL)") },
            notes.migration,
        ]
    }

    static func version(_ database: PostgresDatabase) async throws -> Int64? {
        try await database.dataVersions(of: ["notes"])["notes"]
    }

    @Test("a write through one instance reaches the other by notification; the writer sees its own write at once")
    func notifiedAcrossInstances() async throws {
        try await PostgresTestDatabase.withFresh { settings in
            let a = try await PostgresDatabase.connect(settings, migrations: Self.migrations, maximumConnections: 4,
                                                       logger: PostgresTestDatabase.logger)
            let b = try await PostgresDatabase.connect(settings, migrations: Self.migrations, maximumConnections: 4,
                                                       logger: PostgresTestDatabase.logger)
            #expect(await eventually { a.listensForVersionChanges && b.listensForVersionChanges })
            let before = try #require(try await Self.version(b))
            #expect(try await Self.version(a) == before)

            try await a.execute("INSERT INTO note (text) VALUES (?)", [.text("one")])
            // The writer's next request reads the versions: its own write shows at once.
            #expect(try await Self.version(a) == before + 1)
            // The other instance learns it from the notification, without writing.
            #expect(try await eventually { try await Self.version(b) == before + 1 })

            // A writer outside both instances (an operator with psql) is seen by both.
            _ = try await PostgresTestDatabase.scalar("WITH added AS (INSERT INTO note (text) VALUES ('two') RETURNING id) SELECT count(*) FROM added",
                                                      in: settings)
            #expect(try await eventually { try await Self.version(a) == before + 2 })
            #expect(try await eventually { try await Self.version(b) == before + 2 })
            await a.close()
            await b.close()
        }
    }

    @Test("a lost listening connection is noticed: versions are read per request meanwhile, and it listens again")
    func listensAgainAfterALostConnection() async throws {
        try await PostgresTestDatabase.withFresh { settings in
            let a = try await PostgresDatabase.connect(settings, migrations: Self.migrations, maximumConnections: 4,
                                                       logger: PostgresTestDatabase.logger)
            #expect(await eventually { a.listensForVersionChanges })
            let before = try #require(try await Self.version(a))
            let ended = try await PostgresTestDatabase.scalar(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND datname = current_database()",
                in: settings)
            #expect(ended == 1)
            // Changed while (possibly) nobody listens: still seen, read from the database if need be.
            _ = try await PostgresTestDatabase.scalar("WITH added AS (INSERT INTO note (text) VALUES ('x') RETURNING id) SELECT count(*) FROM added",
                                                      in: settings)
            #expect(try await eventually { try await Self.version(a) == before + 1 })
            #expect(await eventually { a.listensForVersionChanges })
            _ = try await PostgresTestDatabase.scalar("WITH added AS (INSERT INTO note (text) VALUES ('y') RETURNING id) SELECT count(*) FROM added",
                                                      in: settings)
            #expect(try await eventually { try await Self.version(a) == before + 2 })
            await a.close()
        }
    }
}
