import Foundation
import GRDB
import SDUISession
import SDUIScreenCache
import SDUIStore
import SDUITesting
import Testing

/// Every kind of bad file is reported with its path and reason, moved to
/// `<name>.corrupt-<UTC time>` with its bytes intact, and replaced by a
/// working store; nothing crashes.
@Suite("DatabaseStore: corrupt and foreign files")
struct UnusableFileTests {
    static let clock = MillisecondClock { 1_795_000_000_123 }
    static let stamp = "20261118T110640Z"

    /// Opens the cache over a prepared file and checks the report, the moved file and the fresh store.
    func openExpectingRecovery(_ path: String) async throws -> StoreProblem {
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let cache = try SQLiteScreenCache(path: path, clock: Self.clock)
        let problem = try #require(cache.store.recoveredProblem)
        #expect(problem.path == path)
        #expect(problem.movedTo == path + ".corrupt-" + Self.stamp)
        #expect(try Data(contentsOf: URL(fileURLWithPath: problem.movedTo)) == original)
        #expect(problem.description.contains(path) && problem.description.contains(problem.movedTo))
        // The fresh store works and is empty.
        #expect(try await cache.count() == 0)
        try await cache.save(CachedDocument(url: "u", etag: "e", body: [1, 2, 3]))
        #expect(await cache.document(for: "u")?.body == [1, 2, 3])
        return problem
    }

    @Test func aFileThatIsNotSQLite() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("screens.sqlite")
        try Data(String(repeating: "this is a text file, not a database\n", count: 200).utf8).write(to: URL(fileURLWithPath: path))
        let problem = try await openExpectingRecovery(path)
        guard case .notADatabase = problem.kind else {
            Issue.record("expected notADatabase, got \(problem.kind)")
            return
        }
    }

    @Test func anotherProgramsSQLiteDatabase() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("screens.sqlite")
        try makeDatabase(path) { db in
            try db.execute(sql: "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO customers (name) VALUES ('Ada')")
        }
        let problem = try await openExpectingRecovery(path)
        #expect(problem.kind == .foreignTables(["customers"]))
    }

    @Test func aDatabaseMarkedByAnotherApplication() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("screens.sqlite")
        try makeDatabase(path) { db in
            try db.execute(sql: "PRAGMA application_id = 1234; CREATE TABLE document (url TEXT)")
        }
        let problem = try await openExpectingRecovery(path)
        #expect(problem.kind == .foreignApplication(found: 1234, expected: StoreSchema.screenCache.applicationID))
    }

    @Test func aFileWrittenByANewerSchemaVersion() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("screens.sqlite")
        try DatabaseStore.open(path: path, schema: .screenCache).close()
        try makeDatabase(path) { db in try db.execute(sql: "PRAGMA user_version = 7") }
        let problem = try await openExpectingRecovery(path)
        #expect(problem.kind == .newerSchema(found: 7, supported: StoreSchema.screenCache.version))
    }

    @Test func aFileWithMigrationsThisClientDoesNotKnow() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("screens.sqlite")
        try DatabaseStore.open(path: path, schema: .screenCache).close()
        try makeDatabase(path) { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-from-the-future')") }
        let problem = try await openExpectingRecovery(path)
        #expect(problem.kind == .newerSchema(found: StoreSchema.screenCache.version + 1, supported: StoreSchema.screenCache.version))
    }

    @Test func aDamagedDatabaseFile() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("screens.sqlite")
        do {
            let cache = try SQLiteScreenCache(path: path, maximumDocuments: 10_000)
            for index in 0..<400 {
                try await cache.save(CachedDocument(url: "https://example.com/\(index)", etag: "\(index)",
                                                    body: Array(String(repeating: "body \(index) ", count: 40).utf8)))
            }
            try await cache.store.checkpoint()
            try cache.store.close()
        }
        // Scribble over the middle of the file: b-tree pages, not the header.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        let size = try handle.seekToEnd()
        #expect(size > 40_000)
        try handle.seek(toOffset: 8192)
        handle.write(Data(repeating: 0x5A, count: 16_384))
        try handle.close()

        let problem = try await openExpectingRecovery(path)
        guard case .corrupt(let detail) = problem.kind else {
            Issue.record("expected corrupt, got \(problem.kind)")
            return
        }
        #expect(!detail.isEmpty)
    }

    @Test func writeAheadLogAndSharedMemoryMoveWithTheFile() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("screens.sqlite")
        try Data(repeating: 0x42, count: 5000).write(to: URL(fileURLWithPath: path))
        try Data(repeating: 0x43, count: 700).write(to: URL(fileURLWithPath: path + "-wal"))
        try Data(repeating: 0x44, count: 300).write(to: URL(fileURLWithPath: path + "-shm"))
        let problem = try await openExpectingRecovery(path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: problem.movedTo + "-wal")) == Data(repeating: 0x43, count: 700))
        // The shared-memory index is scratch space SQLite may rewrite; it only has to travel with the file.
        #expect(FileManager.default.fileExists(atPath: problem.movedTo + "-shm"))
        #expect(!directory.contents().contains { $0.contains(".preserved-") })
    }

    @Test func twoRecoveriesInTheSameSecondKeepBothFiles() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("screens.sqlite")
        try Data("garbage one".utf8 + Data(repeating: 1, count: 4096)).write(to: URL(fileURLWithPath: path))
        let first = try DatabaseStore.open(path: path, schema: .screenCache, clock: Self.clock)
        try first.close()
        try FileManager.default.removeItem(atPath: path)
        try? FileManager.default.removeItem(atPath: path + "-wal")
        try? FileManager.default.removeItem(atPath: path + "-shm")
        try Data("garbage two".utf8 + Data(repeating: 2, count: 4096)).write(to: URL(fileURLWithPath: path))
        let second = try DatabaseStore.open(path: path, schema: .screenCache, clock: Self.clock)
        #expect(first.recoveredProblem?.movedTo == path + ".corrupt-" + Self.stamp)
        #expect(second.recoveredProblem?.movedTo == path + ".corrupt-" + Self.stamp + "-2")
        #expect(directory.contents().filter { $0.contains(".corrupt-") }.count == 2)
    }

    @Test func aFileOfAnotherStoreOfThisClientIsForeignToo() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("store.sqlite")
        let other = StoreSchema(name: "other", applicationID: 0x5344_5599, migrations: [
            StoreMigration("v1") { db in try db.execute(sql: "CREATE TABLE thing (x INTEGER)") },
        ])
        try DatabaseStore.open(path: path, schema: other).close()
        let store = try DatabaseStore.open(path: path, schema: .screenCache, clock: Self.clock)
        #expect(store.recoveredProblem?.kind == .foreignApplication(found: 0x5344_5599, expected: 0x5344_5543))
    }

    private func makeDatabase(_ path: String, _ body: (Database) throws -> Void) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in try body(db) }
        try queue.close()
    }
}
