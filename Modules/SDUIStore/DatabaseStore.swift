import Foundation
import GRDB

/// One SQLite file of the full client, opened so that it survives crashes
/// and never takes the client down with it.
///
/// - **Write-ahead log.** The file is a GRDB `DatabasePool` in WAL mode
///   (`synchronous = NORMAL`): every `write` is one transaction, committed
///   to the log before it returns, so a process killed at any instant leaves
///   either the whole transaction or none of it. (A power cut may lose the
///   last commits, never the file.)
/// - **Migrations.** The schema's migrations run on open; the file is marked
///   with the schema's `application_id` and version.
/// - **Bad files are moved aside, not crashed on.** A file that is not
///   SQLite, is damaged, belongs to another program or was written by a
///   newer client is renamed to `<name>.corrupt-<timestamp>` and replaced by
///   a fresh one; `recoveredProblem` says what was wrong and where the old
///   file went. Only failures unrelated to the content (permissions, a full
///   disk) are thrown, as `StoreError`.
///
/// ```swift
/// let store = try DatabaseStore.open(path: "/home/ada/.local/share/sdui/screens.sqlite", schema: .screenCache)
/// if let problem = store.recoveredProblem { logger.warning("\(problem)") }
/// let count = try await store.read("count documents") { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM document") }
/// ```
public final class DatabaseStore: Sendable {
    /// The SQLite file; `-wal` and `-shm` live beside it while it is open.
    public let path: String
    /// What the file holds; named in reports.
    public let schema: StoreSchema
    /// The unusable file this open replaced, if there was one.
    public let recoveredProblem: StoreProblem?
    let pool: DatabasePool

    private init(path: String, schema: StoreSchema, pool: DatabasePool, recoveredProblem: StoreProblem?) {
        self.path = path
        self.schema = schema
        self.pool = pool
        self.recoveredProblem = recoveredProblem
    }

    /// Opens (creating when missing) the store at `path`, moving an unusable
    /// file aside first. The parent directory is created if needed.
    public static func open(path: String, schema: StoreSchema, clock: MillisecondClock = .system) throws(StoreError) -> DatabaseStore {
        try createParentDirectory(of: path)
        let expectedTables: Set<String>
        do {
            expectedTables = try schema.expectedTables()
        } catch {
            throw .migrationFailed(path: path, detail: "the schema's migrations fail on an empty database: \(error)")
        }
        let preserved = StoreQuarantine.preserveCompanions(of: path)
        defer { StoreQuarantine.discard(preserved) }
        switch try attemptOpen(path: path, schema: schema, expectedTables: expectedTables) {
        case .opened(let pool):
            return DatabaseStore(path: path, schema: schema, pool: pool, recoveredProblem: nil)
        case .unusable(let kind):
            let movedTo = try StoreQuarantine.moveAside(path, kind: kind, now: clock.now(), preserved: preserved)
            let problem = StoreProblem(path: path, kind: kind, movedTo: movedTo)
            switch try attemptOpen(path: path, schema: schema, expectedTables: expectedTables) {
            case .opened(let pool):
                return DatabaseStore(path: path, schema: schema, pool: pool, recoveredProblem: problem)
            case .unusable(let again):
                throw .cannotOpen(path: path, detail: "a fresh file is unusable too (\(again)) after moving the old one to \(movedTo)")
            }
        }
    }

    // MARK: Access

    /// Reads in a snapshot, concurrently with writes. `operation` names the
    /// read in errors ("load document").
    public func read<T: Sendable>(
        _ operation: String, _ body: @escaping @Sendable (Database) throws -> T
    ) async throws(StoreError) -> T {
        do {
            return try await pool.read(body)
        } catch {
            throw .operationFailed(path: path, operation: operation, detail: Self.describe(error))
        }
    }

    /// Runs `body` in one transaction: all of it is committed, or none of it.
    public func write<T: Sendable>(
        _ operation: String, _ body: @escaping @Sendable (Database) throws -> T
    ) async throws(StoreError) -> T {
        do {
            return try await pool.write(body)
        } catch {
            throw .operationFailed(path: path, operation: operation, detail: Self.describe(error))
        }
    }

    /// Copies the write-ahead log into the main file and truncates the log,
    /// so the main file's size reflects what is stored (used by measurements).
    public func checkpoint() async throws(StoreError) {
        do {
            _ = try await pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        } catch {
            throw .operationFailed(path: path, operation: "checkpoint", detail: Self.describe(error))
        }
    }

    /// Closes every connection; later calls fail. Needed before the file is
    /// moved or deleted while the process keeps running.
    public func close() throws(StoreError) {
        do {
            try pool.close()
        } catch {
            throw .operationFailed(path: path, operation: "close", detail: Self.describe(error))
        }
    }

    // MARK: Opening

    private enum OpenOutcome {
        case opened(DatabasePool)
        case unusable(StoreProblem.Kind)
    }

    private static func attemptOpen(path: String, schema: StoreSchema, expectedTables: Set<String>) throws(StoreError) -> OpenOutcome {
        if let problem = try inspectExistingFile(path: path, schema: schema, expectedTables: expectedTables) {
            return .unusable(problem)
        }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration(for: schema))
        } catch {
            if let kind = contentProblem(error) { return .unusable(kind) }
            throw .cannotOpen(path: path, detail: describe(error))
        }
        do {
            try schema.migrator.migrate(pool)
            try pool.write { db in
                try db.execute(sql: "PRAGMA application_id = \(schema.applicationID)")
                try db.execute(sql: "PRAGMA user_version = \(schema.version)")
            }
            return .opened(pool)
        } catch {
            try? pool.close()
            if let kind = contentProblem(error) { return .unusable(kind) }
            throw .migrationFailed(path: path, detail: describe(error))
        }
    }

    /// Looks at an existing file through a plain connection that leaves its
    /// journal mode alone, so a foreign file is moved aside exactly as it
    /// was found (opening the WAL pool would already rewrite its header).
    private static func inspectExistingFile(
        path: String, schema: StoreSchema, expectedTables: Set<String>
    ) throws(StoreError) -> StoreProblem.Kind? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration(for: schema))
        } catch {
            if let kind = contentProblem(error) { return kind }
            throw .cannotOpen(path: path, detail: describe(error))
        }
        defer { try? queue.close() }
        do {
            let migrator = schema.migrator
            return try queue.read { db in try inspect(db, schema: schema, migrator: migrator, expectedTables: expectedTables) }
        } catch {
            if let kind = contentProblem(error) { return kind }
            throw .cannotOpen(path: path, detail: describe(error))
        }
    }

    private static func configuration(for schema: StoreSchema) -> Configuration {
        var configuration = Configuration()
        configuration.label = schema.name
        // Another process of the same client may hold the write lock briefly.
        configuration.busyMode = .timeout(5)
        return configuration
    }

    /// What makes an opened file unusable for `schema`, or nil when it is fine.
    private static func inspect(
        _ db: Database, schema: StoreSchema, migrator: DatabaseMigrator, expectedTables: Set<String>
    ) throws -> StoreProblem.Kind? {
        let applicationID = Int32(truncatingIfNeeded: try Int64.fetchOne(db, sql: "PRAGMA application_id") ?? 0)
        if applicationID != 0 && applicationID != schema.applicationID {
            return .foreignApplication(found: applicationID, expected: schema.applicationID)
        }
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        let superseded = try migrator.hasBeenSuperseded(db)
        if version > schema.version || superseded {
            return .newerSchema(found: max(version, try migrator.appliedIdentifiers(db).count), supported: schema.version)
        }
        let foreign = try StoreSchema.userTables(db).subtracting(expectedTables).subtracting(["grdb_migrations"])
        if !foreign.isEmpty {
            return .foreignTables(foreign.sorted())
        }
        let findings = try String.fetchAll(db, sql: "PRAGMA quick_check(5)")
        if findings != ["ok"] {
            return .corrupt(detail: findings.joined(separator: "; "))
        }
        return nil
    }

    /// Errors that say the file's content is unusable (as opposed to the
    /// file being unreachable), so moving it aside is the right answer.
    private static func contentProblem(_ error: any Error) -> StoreProblem.Kind? {
        guard let error = error as? DatabaseError else { return nil }
        switch error.resultCode {
        case .SQLITE_NOTADB: return .notADatabase(detail: error.message ?? "file is not a database")
        case .SQLITE_CORRUPT: return .corrupt(detail: error.message ?? "database disk image is malformed")
        default: return nil
        }
    }

    private static func createParentDirectory(of path: String) throws(StoreError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) else { return }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateDirectory(path: directory, detail: "\(error)")
        }
    }

    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return "SQLite error \(error.extendedResultCode.rawValue): \(error.message ?? "no message")"
        }
        return "\(error)"
    }
}
