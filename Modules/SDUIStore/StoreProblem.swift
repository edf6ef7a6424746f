/// A store file that could not be used as it was, and where it went.
///
/// The store never crashes on a bad file and never silently deletes one: it
/// renames it to `<name>.corrupt-<UTC timestamp>` (with its `-wal` and
/// `-shm` companions), starts a fresh file, and hands back this report so
/// the client can log it and a developer can inspect the old file.
public struct StoreProblem: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable, CustomStringConvertible {
        /// Not a SQLite file at all (SQLite's `SQLITE_NOTADB`).
        case notADatabase(detail: String)
        /// SQLite but damaged: `SQLITE_CORRUPT`, or `PRAGMA quick_check` found faults.
        case corrupt(detail: String)
        /// Marked (`application_id`) by another program.
        case foreignApplication(found: Int32, expected: Int32)
        /// Holds tables this schema does not create: some other program's database.
        case foreignTables([String])
        /// Written by a newer client (higher `user_version`, or migrations this client does not know).
        case newerSchema(found: Int, supported: Int)

        public var description: String {
            switch self {
            case .notADatabase(let detail): return "not a SQLite database: \(detail)"
            case .corrupt(let detail): return "corrupt: \(detail)"
            case .foreignApplication(let found, let expected):
                return "belongs to another application (application_id \(found), expected \(expected))"
            case .foreignTables(let tables): return "foreign tables: \(tables.joined(separator: ", "))"
            case .newerSchema(let found, let supported):
                return "written by a newer client (schema version \(found), this client supports \(supported))"
            }
        }
    }

    /// The file as it was found.
    public let path: String
    public let kind: Kind
    /// Where it was moved; the fresh store now lives at `path`.
    public let movedTo: String

    public init(path: String, kind: Kind, movedTo: String) {
        self.path = path
        self.kind = kind
        self.movedTo = movedTo
    }

    public var description: String {
        "the store \(path) was unusable (\(kind)); moved to \(movedTo) and started a fresh one"
    }
}
