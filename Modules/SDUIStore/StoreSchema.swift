import GRDB

/// What one kind of store file holds: its owner's mark, its tables and the
/// migrations that build them.
///
/// Each store file (the screen cache, the analytics queue) has its own
/// schema, so a damaged file only costs what it held, and a module adds
/// tables without touching another module's file. The `applicationID` is
/// written to SQLite's header (`PRAGMA application_id`) and the number of
/// migrations to `PRAGMA user_version`; together with the list of tables the
/// migrations create, they let `DatabaseStore` tell its own file from a
/// foreign one or one written by a newer client, instead of guessing.
///
/// ```swift
/// let schema = StoreSchema(name: "screen cache", applicationID: 0x5344_5543, migrations: [
///     StoreMigration("v1-documents") { db in
///         try db.execute(sql: "CREATE TABLE document (url TEXT PRIMARY KEY NOT NULL, body BLOB NOT NULL)")
///     },
/// ])
/// ```
public struct StoreSchema: Sendable {
    /// Named in reports ("the screen cache at … was corrupt").
    public let name: String
    /// Marks files of this schema; another non-zero value means a foreign file.
    public let applicationID: Int32
    /// Applied in order, each once; never edit a shipped one, append a new one.
    public let migrations: [StoreMigration]

    public init(name: String, applicationID: Int32, migrations: [StoreMigration]) {
        self.name = name
        self.applicationID = applicationID
        self.migrations = migrations
    }

    /// The version written to `user_version`: how many migrations exist.
    public var version: Int { migrations.count }

    /// The GRDB migrator that applies `migrations`.
    var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in migrations {
            migrator.registerMigration(migration.identifier, migrate: migration.body)
        }
        return migrator
    }

    /// The tables a fully migrated file has, found by migrating an empty
    /// in-memory database, so the list can never drift from the migrations.
    func expectedTables() throws -> Set<String> {
        let queue = try DatabaseQueue()
        try migrator.migrate(queue)
        return try queue.read { db in try Self.userTables(db) }
    }

    /// Tables and views that are not SQLite's own.
    static func userTables(_ db: Database) throws -> Set<String> {
        Set(try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master
            WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
            """))
    }
}

/// One step of a schema, run inside a transaction.
public struct StoreMigration: Sendable {
    /// Recorded in `grdb_migrations` once applied; never rename a shipped one.
    public let identifier: String
    let body: @Sendable (Database) throws -> Void

    public init(_ identifier: String, _ body: @escaping @Sendable (Database) throws -> Void) {
        self.identifier = identifier
        self.body = body
    }
}
