import DemoServer
import Foundation
import Logging
import SDUIServer
import SDUIServerPostgres
import SDUIServerSQLite
import SDUITesting
import Testing

/// The demo's migrations (written once for both engines) on a real
/// PostgreSQL, and the guarantees several instances rely on.
@Suite("PostgreSQL migrations", .enabled(if: PostgresTestDatabase.available, "PGHOST is not set: run inside Scripts/with-postgres.sh"))
struct PostgresMigrationTests {
    /// Every migration the demo server registers (framework and apps).
    static func demoMigrations() throws -> [Migration] {
        try DemoServer.apps(database: SQLiteDatabase.open(path: ":memory:")).migrations
    }

    @Test("the demo's schema and seed apply on an empty database, and a second start applies nothing")
    func demoMigrationsApply() async throws {
        let migrations = try Self.demoMigrations()
        try await PostgresTestDatabase.withFresh { settings in
            let first = try await PostgresDatabase.connect(settings, migrations: migrations, logger: PostgresTestDatabase.logger)
            try first.migrate(migrations)
            await first.close()
            let recorded = try await PostgresTestDatabase.scalar("SELECT count(*) FROM sdui_migration", in: settings)
            #expect(recorded == Int64(migrations.count))
            let composers = try await PostgresTestDatabase.scalar("SELECT count(*) FROM composer", in: settings)
            #expect(composers > 0)
            let second = try await PostgresDatabase.connect(settings, migrations: migrations, logger: PostgresTestDatabase.logger)
            await second.close()
            #expect(try await PostgresTestDatabase.scalar("SELECT count(*) FROM composer", in: settings) == composers)
            #expect(try await PostgresTestDatabase.scalar("SELECT count(*) FROM sdui_migration", in: settings) == recorded)
            // The seed wrote explicit keys; the next generated one must not collide with them.
            let next = try await PostgresTestDatabase.scalar(
                "INSERT INTO parcelEvent (parcelCode, time, description) SELECT code, 'now', 'test' FROM parcel LIMIT 1 RETURNING id",
                in: settings)
            #expect(next > (try await PostgresTestDatabase.scalar("SELECT count(*) FROM parcelEvent", in: settings)) - 1)
        }
    }

    @Test("three instances starting together on an empty database: one migrates, none fails, the seed is there once")
    func concurrentFirstStart() async throws {
        let migrations = try Self.demoMigrations()
        try await PostgresTestDatabase.withFresh { settings in
            let single = try await withThrowingTaskGroup(of: PostgresDatabase.self) { group in
                for _ in 0..<3 {
                    group.addTask {
                        try await PostgresDatabase.connect(settings, migrations: migrations, maximumConnections: 2,
                                                           logger: PostgresTestDatabase.logger)
                    }
                }
                var databases: [PostgresDatabase] = []
                for try await database in group { databases.append(database) }
                return databases
            }
            #expect(single.count == 3)
            for database in single {
                try database.migrate(migrations)
                await database.close()
            }
            #expect(try await PostgresTestDatabase.scalar("SELECT count(*) FROM sdui_migration", in: settings) == Int64(migrations.count))
            #expect(try await PostgresTestDatabase.scalar(#"SELECT count(*) FROM "user""#, in: settings) == 1)
        }
    }

    @Test("a failing migration names itself and leaves nothing behind")
    func failingMigrationRollsBack() async throws {
        let broken = [
            Migration(id: "ok-1") { try $0.execute("CREATE TABLE kept (id TEXT)") },
            Migration(id: "broken-2") { db in
                try db.execute("CREATE TABLE half (id TEXT)")
                try db.execute("INSERT INTO nowhere VALUES (?)", [.text("x")])
            },
        ]
        try await PostgresTestDatabase.withFresh { settings in
            await #expect {
                _ = try await PostgresDatabase.connect(settings, migrations: broken, logger: PostgresTestDatabase.logger)
            } throws: { error in
                guard case .migration(let id, let reason) = error as? PostgresStorageError else { return false }
                return id == "broken-2" && reason.contains("nowhere") && reason.contains("42P01")
            }
            let tables = try await PostgresTestDatabase.scalar(
                "SELECT count(*) FROM information_schema.tables WHERE table_name IN ('kept', 'half')", in: settings)
            #expect(tables == 0)
        }
    }

    @Test("a placeholder count that does not match the arguments is refused before sending")
    func placeholderMismatch() async throws {
        let wrong = [Migration(id: "wrong") { try $0.execute("CREATE TABLE t (a TEXT DEFAULT '?', b TEXT)", [.text("x")]) }]
        try await PostgresTestDatabase.withFresh { settings in
            await #expect {
                _ = try await PostgresDatabase.connect(settings, migrations: wrong, logger: PostgresTestDatabase.logger)
            } throws: { error in
                guard case .statement(_, let reason) = error as? PostgresStorageError else { return false }
                return reason.contains("0 placeholders but 1 arguments")
            }
        }
    }

    @Test("migrate refuses a migration connect did not apply")
    func migrateChecks() async throws {
        try await PostgresTestDatabase.withFresh { settings in
            let database = try await PostgresDatabase.connect(settings, migrations: [], logger: PostgresTestDatabase.logger)
            #expect(throws: PostgresStorageError.notMigrated(ids: ["late"])) {
                try database.migrate([Migration(id: "late") { _ in }])
            }
            await database.close()
        }
    }

    @Test("the music data set's version rises with every kind of write, from any connection, and not with reads or other tables")
    func dataVersionTriggers() async throws {
        let migrations = try Self.demoMigrations()
        try await PostgresTestDatabase.withFresh { settings in
            let a = try await PostgresDatabase.connect(settings, migrations: migrations, logger: PostgresTestDatabase.logger)
            let b = try await PostgresDatabase.connect(settings, migrations: migrations, logger: PostgresTestDatabase.logger)
            func version() async throws -> Int64 {
                let versions = try await a.dataVersions(of: ["music", "nothing-by-this-name"])
                #expect(Array(versions.keys) == ["music"], "a name without a row is left out")
                return try #require(versions["music"])
            }
            var last = try await version()
            let writes: [(String, [SQLValue])] = [
                ("INSERT INTO favourite (ownerKey, playlistID) VALUES (?, ?)", [.text("user:ada"), .text("late-night")]),
                ("UPDATE playlist SET title = ? WHERE id = ?", [.text("Later Night Piano"), .text("late-night")]),
                ("DELETE FROM favourite WHERE ownerKey = ?", [.text("user:ada")]),
                ("TRUNCATE favourite", []),
            ]
            // `a` learns of `b`'s writes from the change notifications (DataVersionNotificationTests).
            for (sql, arguments) in writes {
                try await b.execute(sql, arguments)
                let before = last
                var now = before
                _ = try await eventually {
                    now = try await version()
                    return now != before
                }
                #expect(now > last, "\(sql) did not raise the version")
                last = now
            }
            _ = try await b.query("SELECT count(*) FROM playlist", [])
            try await b.execute("UPDATE parcel SET counterpart = counterpart", [])
            // Read from the database itself: a notification that has not come yet cannot hide a raise here.
            try await a.execute("SELECT 1", [])
            #expect(try await version() == last, "a read or a table outside the set raised the version")
            await a.close()
            await b.close()
        }
    }

    @Test("the same analytics batch sent to two instances at once is stored once")
    func analyticsAcrossInstances() async throws {
        let migrations = try Self.demoMigrations()
        try await PostgresTestDatabase.withFresh { settings in
            let a = try await PostgresDatabase.connect(settings, migrations: migrations, logger: PostgresTestDatabase.logger)
            let b = try await PostgresDatabase.connect(settings, migrations: migrations, logger: PostgresTestDatabase.logger)
            let batch = (0..<500).map { index in
                StoredAnalyticsEvent(id: "event-\(index)", name: "screen_view", timestamp: 1_790_000_000_000 + Int64(index),
                                     properties: #"{"screen":"home"}"#, receivedAt: 1_790_000_000_500)
            }
            async let fromA = a.analyticsEvents.insertNew(batch, from: .client)
            async let fromB = b.analyticsEvents.insertNew(batch, from: .client)
            let counts = try await [fromA, fromB]
            #expect(counts.reduce(0, +) == 500, "\(counts)")
            #expect(try await a.analyticsEvents.insertNew(batch, from: .client) == 0)
            #expect(try await PostgresTestDatabase.scalar("SELECT count(*) FROM analyticsEvent", in: settings) == 500)
            #expect(try await PostgresTestDatabase.scalar(
                "SELECT max(timestamp) FROM analyticsEvent", in: settings) == 1_790_000_000_499)
            await a.close()
            await b.close()
        }
    }
}

/// Under CI the PostgreSQL tests must run, not skip.
@Suite("PostgreSQL in CI")
struct PostgresInCITests {
    @Test("CI runs the tests inside Scripts/with-postgres.sh")
    func availableUnderCI() {
        if PostgresTestDatabase.environment["CI"] != nil {
            #expect(PostgresTestDatabase.available, "CI is set but PGHOST is not: Scripts/test.sh must run the suite inside Scripts/with-postgres.sh")
        }
    }
}
