import Foundation
import GRDB
@testable import SDUIStore
import SDUITesting
import Testing

@Suite("DatabaseStore: opening, WAL, migrations")
struct DatabaseStoreTests {
    @Test func createsTheFileAndItsDirectoryInWALModeMarkedWithTheSchema() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("nested/deeper/screens.sqlite")
        let store = try DatabaseStore.open(path: path, schema: .screenCache)
        #expect(store.recoveredProblem == nil)
        let (mode, applicationID, version, tables) = try await store.read("inspect") { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA application_id"),
             try Int.fetchOne(db, sql: "PRAGMA user_version"), try StoreSchema.userTables(db))
        }
        #expect(mode == "wal")
        #expect(applicationID == 0x5344_5543)
        #expect(version == StoreSchema.screenCache.version)
        #expect(tables == ["document", "grdb_migrations", "keptPicture"])
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func reopeningKeepsDataAndRunsNoMigrationTwice() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("screens.sqlite")
        do {
            let store = try DatabaseStore.open(path: path, schema: .screenCache)
            try await store.write("insert") { db in
                try db.execute(sql: "INSERT INTO document (url, etag, body, storedAt) VALUES ('u', 'e', x'00', 1)")
            }
            try store.close()
        }
        let reopened = try DatabaseStore.open(path: path, schema: .screenCache)
        #expect(reopened.recoveredProblem == nil)
        let count = try await reopened.read("count") { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM document") }
        #expect(count == 1)
    }

    @Test func aLaterMigrationIsAppliedToAnOlderFile() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("grow.sqlite")
        let v1 = StoreSchema(name: "grow", applicationID: 42, migrations: [
            StoreMigration("one") { db in try db.execute(sql: "CREATE TABLE a (x INTEGER)") },
        ])
        try DatabaseStore.open(path: path, schema: v1).close()
        let v2 = StoreSchema(name: "grow", applicationID: 42, migrations: v1.migrations + [
            StoreMigration("two") { db in try db.execute(sql: "CREATE TABLE b (y INTEGER)") },
        ])
        let store = try DatabaseStore.open(path: path, schema: v2)
        #expect(store.recoveredProblem == nil)
        let (tables, version) = try await store.read("inspect") { db in
            (try StoreSchema.userTables(db), try Int.fetchOne(db, sql: "PRAGMA user_version"))
        }
        #expect(tables == ["a", "b", "grdb_migrations"])
        #expect(version == 2)
    }

    @Test func aFailingWriteRollsBackWholly() async throws {
        let directory = try TemporaryDirectory()
        let store = try DatabaseStore.open(path: directory.file("tx.sqlite"), schema: .screenCache)
        await #expect(throws: StoreError.self) {
            try await store.write("two inserts, the second fails") { db in
                try db.execute(sql: "INSERT INTO document (url, etag, body, storedAt) VALUES ('a', NULL, x'00', 1)")
                try db.execute(sql: "INSERT INTO document (url, etag, body, storedAt) VALUES ('a', NULL, x'00', 1)")
            }
        }
        let count = try await store.read("count") { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM document") }
        #expect(count == 0)
    }

    @Test func errorsNameTheFileAndTheOperation() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("errors.sqlite")
        let store = try DatabaseStore.open(path: path, schema: .screenCache)
        do {
            _ = try await store.read("read a missing table") { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM missing_table") }
            Issue.record("expected an error")
        } catch {
            guard case .operationFailed(let failedPath, let operation, let detail) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(failedPath == path)
            #expect(operation == "read a missing table")
            #expect(detail.contains("no such table"))
        }
    }

    @Test func aDirectoryThatCannotBeCreatedIsATypedError() throws {
        let directory = try TemporaryDirectory()
        let blocker = directory.file("plain-file")
        try Data("not a directory".utf8).write(to: URL(fileURLWithPath: blocker))
        do {
            _ = try DatabaseStore.open(path: blocker + "/inner/screens.sqlite", schema: .screenCache)
            Issue.record("expected an error")
        } catch {
            guard case .cannotCreateDirectory(let path, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == blocker + "/inner")
        }
    }

    @Test(arguments: [
        (Int64(0), "19700101T000000Z"),
        (Int64(1_795_000_000_123), "20261118T110640Z"),
        (Int64(951_782_400_000), "20000229T000000Z"),
        (Int64(-1), "19691231T235959Z"),
    ])
    func movedAsideNamesCarryTheUTCTime(milliseconds: Int64, expected: String) {
        #expect(StoreQuarantine.utcStamp(milliseconds: milliseconds) == expected)
    }
}
