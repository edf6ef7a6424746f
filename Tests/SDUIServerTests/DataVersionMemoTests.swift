import Foundation
import GRDB
import SDUIServer
@testable import SDUIServerSQLite
import SDUITesting
import Synchronization
import Testing

/// The SQLite engine keeps data-set versions between commits; these pin
/// down when it must read them again, including the writes it cannot see
/// coming (another process on the same file).
@Suite("Data-set versions kept between commits (SQLite)")
struct DataVersionMemoTests {
    static func notes() -> DataSet { DataSet("notes", tables: ["note"]) }

    static func open(_ path: String) throws -> SQLiteDatabase {
        let database = try SQLiteDatabase.open(path: path)
        var registry = AppRegistry()   // brings the framework's table of versions
        try registry.migration(Migration(id: "notes-1-schema") { db in
            try db.execute("CREATE TABLE IF NOT EXISTS note (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
        })
        try registry.dataSet(notes())
        try database.migrate(registry.migrations)
        return database
    }

    @Test("read once, then kept until this process commits a change to a data set's table")
    func keptUntilOwnCommit() async throws {
        let memo = DataVersionMemo(path: nil)
        let reads = Mutex(0)
        let read = { () -> [String: Int64] in reads.withLock { $0 += 1 }; return ["notes": 3] }
        #expect(memo.versions(of: ["notes"], read: read) == ["notes": 3])
        #expect(memo.versions(of: ["notes"], read: read) == ["notes": 3])
        #expect(reads.withLock { $0 } == 1)
        memo.invalidate()
        _ = memo.versions(of: ["notes"], read: read)
        #expect(reads.withLock { $0 } == 2)
        // A set it has not read yet is read, whatever else it keeps.
        #expect(memo.versions(of: ["notes", "other"]) { ["notes": 3, "other": 1] } == ["notes": 3, "other": 1])
    }

    @Test("the stamp is written once per change: kept with the versions, dropped with them, never kept from an overtaken read")
    func stampKeptWithTheVersions() {
        let memo = DataVersionMemo(path: nil)
        let reads = Mutex(0)
        let version = Mutex<Int64>(3)
        let read = { () -> [String: Int64] in reads.withLock { $0 += 1 }; return ["notes": version.withLock { $0 }] }
        #expect(memo.stamp(of: ["notes"], read: read) == "notes=3;")
        #expect(memo.stamp(of: ["notes"], read: read) == "notes=3;")
        #expect(reads.withLock { $0 } == 1)
        version.withLock { $0 = 4 }
        memo.invalidate()
        #expect(memo.stamp(of: ["notes"], read: read) == "notes=4;")
        // A commit while the stamp's versions are read: answered, not kept.
        let overtaken = memo.stamp(of: ["other"]) { memo.invalidate(); return ["other": 1] }
        #expect(overtaken == "other=1;")
        #expect(memo.stamp(of: ["other"]) { ["other": 2] } == "other=2;")
        // A set without a version has no stamp: its route is built every time.
        #expect(memo.stamp(of: ["missing"]) { [:] } == nil)
    }

    @Test("a read that a commit overtook is answered but not kept: the next request reads again")
    func overtakenReadIsNotKept() {
        let memo = DataVersionMemo(path: nil)
        // The commit lands (and invalidates) while the read is under way.
        let stale = memo.versions(of: ["notes"]) { memo.invalidate(); return ["notes": 1] }
        #expect(stale == ["notes": 1])
        #expect(memo.versions(of: ["notes"]) { ["notes": 2] } == ["notes": 2])
    }

    @Test("a failed read keeps nothing and is reported to the caller")
    func failedRead() {
        struct Broken: Error {}
        let memo = DataVersionMemo(path: nil)
        #expect(throws: Broken.self) { try memo.versions(of: ["notes"]) { throw Broken() } }
        #expect(memo.versions(of: ["notes"]) { ["notes": 5] } == ["notes": 5])
    }

    @Test("writes, rolled-back writes and writes to other tables, through the server's own connection")
    func ownWrites() async throws {
        let database = try Self.open(":memory:")
        let first = try await database.dataVersions(of: ["notes"])
        try await database.execute("INSERT INTO note (text) VALUES ('a')", [])
        let second = try await database.dataVersions(of: ["notes"])
        #expect(try #require(second["notes"]) > #require(first["notes"]))

        struct Abandon: Error {}
        await #expect(throws: Abandon.self) {
            try await database.write { db in
                try db.execute(sql: "INSERT INTO note (text) VALUES ('b')")
                throw Abandon()
            }
        }
        #expect(try await database.dataVersions(of: ["notes"]) == second, "a rolled-back write moved the version")
        try await database.execute("CREATE TABLE other (id INTEGER PRIMARY KEY)", [])
        try await database.execute("INSERT INTO other DEFAULT VALUES", [])
        #expect(try await database.dataVersions(of: ["notes"]) == second)
    }

    @Test("another connection to the same file (as another process, or an operator's sqlite3) is seen at once")
    func otherProcessWrites() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("memo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("server.sqlite").path
        let server = try Self.open(path)
        let other = try SQLiteDatabase.open(path: path)
        var last = try #require(try await server.dataVersions(of: ["notes"])["notes"])
        for round in 1...20 {
            // Back to back, without a pause: the check must not rely on the clock moving.
            try await other.execute("INSERT INTO note (text) VALUES (?)", [.text("row \(round)")])
            let now = try #require(try await server.dataVersions(of: ["notes"])["notes"])
            #expect(now > last, "round \(round): the server kept version \(last) after another connection's write")
            last = now
            #expect(try await server.dataVersions(of: ["notes"])["notes"] == now)
        }
        // After a checkpoint the log starts over; writes are still seen.
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        let operator_ = try DatabaseQueue(path: path, configuration: configuration)
        _ = try await operator_.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        try await other.execute("DELETE FROM note", [])
        #expect(try #require(try await server.dataVersions(of: ["notes"])["notes"]) > last)
    }
}
