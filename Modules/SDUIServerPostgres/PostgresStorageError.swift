/// What went wrong between the server and its PostgreSQL, with the
/// statement or migration it happened in.
public enum PostgresStorageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A statement cannot be sent as written.
    case statement(String, String)
    /// A migration failed; nothing of it was kept (it ran in a transaction).
    case migration(id: String, reason: String)
    /// `migrate` was given a migration that `connect` did not apply.
    case notMigrated(ids: [String])

    public var description: String {
        switch self {
        case .statement(let sql, let reason):
            return "PostgreSQL statement refused before sending (\(reason)): \(sql.prefix(200))"
        case .migration(let id, let reason):
            return "migration '\(id)' failed on PostgreSQL and was rolled back: \(reason)"
        case .notMigrated(let ids):
            return "migrations \(ids.joined(separator: ", ")) were not applied when the database was connected; "
                + "apply every app's migrations with PostgresDatabase.applyMigrations (or connect) first"
        }
    }
}
