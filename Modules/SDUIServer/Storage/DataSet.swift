/// A group of tables whose every change the database itself counts, so a
/// screen built from them can be rendered once and reused until they change
/// (`RenderReuse.untilChanged`), on one instance or on many sharing a database.
///
/// The count lives in the framework's table `sdui_data_version` (one row per
/// set) and is raised by triggers on the tables, in the same transaction as
/// the write that changed them: no writer (a store, another instance, an
/// operator with `psql`) can change the data without the version moving, and
/// a reader that sees a version also sees the data it stands for.
public struct DataSet: Sendable, Equatable {
    /// Letters, digits and underscores; it names triggers.
    public let name: String
    /// The tables the set's screens read.
    public let tables: [String]
    /// False for tables no screen reads (sessions, login counters): the
    /// default reuse (`RenderReuse.automatic`) then ignores the set, so its
    /// frequent writes rebuild no screen. Credentials can still be reused
    /// until it changes (`CredentialReuse`).
    public let readByScreens: Bool

    /// Why a name cannot be a data set's or a table's.
    public struct InvalidName: Error, Sendable, Equatable, CustomStringConvertible {
        public let name: String
        public var description: String {
            "'\(name)' cannot name a data set or a table: use letters, digits and underscores, starting with a letter"
        }
    }

    /// The names go into SQL as they are: the set's migration refuses
    /// (`InvalidName`, so the server does not start) any that is not plain.
    public init(_ name: String, tables: [String], readByScreens: Bool = true) {
        self.name = name
        self.tables = tables
        self.readByScreens = readByScreens
    }

    static func isPlainName(_ text: String) -> Bool {
        guard let first = text.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) else { return false }
        return text.utf8.allSatisfy { byte in
            let lower = byte | 0x20
            return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_")
        }
    }

    /// The framework's table, created before any app's migrations.
    static let versionTable = Migration(id: "data-version-1-schema") { db in
        try db.execute("CREATE TABLE IF NOT EXISTS sdui_data_version (name TEXT PRIMARY KEY, version \(db.dialect.integer) NOT NULL)")
        if db.dialect == .postgres {
            // One function for every set; the trigger passes the set's name.
            try db.execute("""
                CREATE OR REPLACE FUNCTION sdui_bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    UPDATE sdui_data_version SET version = version + 1 WHERE name = TG_ARGV[0];
                    RETURN NULL;
                END
                $$
                """)
        }
    }

    /// PostgreSQL: every raise also notifies the channel `sdui_data_version`
    /// with `name version` when its transaction commits, so every instance
    /// listening learns of a change without asking (a separate migration, so
    /// databases made before it get it too). SQLite has no other instances.
    static let versionNotifications = Migration(id: "data-version-2-notify") { db in
        guard db.dialect == .postgres else { return }
        try db.execute("""
            CREATE OR REPLACE FUNCTION sdui_bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE raised BIGINT;
            BEGIN
                UPDATE sdui_data_version SET version = version + 1 WHERE name = TG_ARGV[0] RETURNING version INTO raised;
                PERFORM pg_notify('sdui_data_version', TG_ARGV[0] || ' ' || raised);
                RETURN NULL;
            END
            $$
            """)
    }

    /// Creates the set's row and its triggers; safe to run again (a table
    /// added to `tables` later needs a migration of its own: a new id).
    public var migration: Migration {
        let set = self
        return Migration(id: "data-version-\(name)") { db in
            for candidate in [set.name] + set.tables where !Self.isPlainName(candidate) {
                throw InvalidName(name: candidate)
            }
            try db.execute("INSERT INTO sdui_data_version (name, version) VALUES (?, 1) ON CONFLICT DO NOTHING", [.text(set.name)])
            for table in set.tables {
                for statement in set.triggers(on: table, dialect: db.dialect) {
                    try db.execute(statement)
                }
            }
        }
    }

    /// Counts the changes of tables added to `tables` after the set's own
    /// migration ran on some database: a migration of their own (`id`), run
    /// after the tables exist, and harmless where the set's migration already
    /// made their triggers.
    public func migration(id: String, addingTables added: [String]) -> Migration {
        let set = self
        return Migration(id: id) { db in
            for table in added {
                guard Self.isPlainName(table), set.tables.contains(table) else { throw InvalidName(name: table) }
                for statement in set.triggers(on: table, dialect: db.dialect) {
                    try db.execute(statement)
                }
            }
        }
    }

    /// SQLite counts each changed row (its triggers are per row); PostgreSQL
    /// each statement. The table is quoted, so a reserved word (`user`) can
    /// be counted too; PostgreSQL's name is the lower-case one it gave the
    /// table when it was created unquoted.
    func triggers(on table: String, dialect: SQLDialect) -> [String] {
        let bump = "UPDATE sdui_data_version SET version = version + 1 WHERE name = '\(name)'"
        switch dialect {
        case .sqlite:
            return ["INSERT", "UPDATE", "DELETE"].map { event in
                "CREATE TRIGGER IF NOT EXISTS sdui_dv_\(name)_\(table)_\(event.lowercased()) AFTER \(event) ON \"\(table)\" BEGIN \(bump); END"
            }
        case .postgres:
            return ["""
                CREATE OR REPLACE TRIGGER sdui_dv_\(name) AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "\(table.lowercased())" \
                FOR EACH STATEMENT EXECUTE FUNCTION sdui_bump_data_version('\(name)')
                """]
        }
    }

    /// The versions of `names` written as one key, `music=12;parcels=3;`:
    /// what a reused rendering is kept under. Nil when a set has no version
    /// (its migration did not run): such a route is built every time.
    public static func stamp(of names: [String], versions: [String: Int64]) -> String? {
        // Appended piece by piece: interpolation costs more than the rest of a reused answer's lookup.
        var stamp = ""
        stamp.reserveCapacity(names.count * 24)
        for name in names {
            guard let version = versions[name] else { return nil }
            stamp += name
            stamp += "="
            stamp += String(version)
            stamp += ";"
        }
        return stamp
    }

    /// The query `versions(of:in:)` runs, for an engine that runs it its own
    /// way: `count` names bound as `?` (rows: name, version).
    public static func versionsQuery(count: Int) -> String {
        let marks = Array(repeating: "?", count: count).joined(separator: ", ")
        return "SELECT name, version FROM sdui_data_version WHERE name IN (\(marks))"
    }

    /// Every set's version, for a reader that shares one read among requests
    /// (`CoalescedRead`) whatever sets each asks for (rows: name, version).
    public static let allVersionsQuery = "SELECT name, version FROM sdui_data_version"

    /// Every set's current version, in one query.
    public static func allVersions(in database: any SQLDatabase) async throws -> [String: Int64] {
        var versions: [String: Int64] = [:]
        for row in try await database.query(allVersionsQuery, []) {
            versions[try row.text(0)] = try row.integer(1)
        }
        return versions
    }

    /// The current versions of `names` (a name without a row is left out),
    /// in one query.
    public static func versions(of names: [String], in database: any SQLDatabase) async throws -> [String: Int64] {
        guard !names.isEmpty else { return [:] }
        let rows = try await database.query(versionsQuery(count: names.count), names.map(SQLValue.text))
        var versions: [String: Int64] = [:]
        for row in rows {
            versions[try row.text(0)] = try row.integer(1)
        }
        return versions
    }
}
