/// The SQL engines a store can run on.
public enum SQLDialect: Sendable, Equatable {
    case sqlite
    case postgres
}

/// Runs a migration's statements on whichever engine the server stores its
/// data in, so an app writes its schema and seed once. A statement that
/// differs between engines asks `dialect`.
public protocol SQLExecutor {
    var dialect: SQLDialect { get }
    func execute(_ sql: String, _ arguments: [SQLValue]) throws
}

extension SQLExecutor {
    public func execute(_ sql: String) throws { try execute(sql, []) }
}

extension SQLExecutor {
    /// Inserts a row unless a row with its key exists: how a seed stays safe to run twice.
    public func insertIfAbsent(into table: String, _ row: KeyValuePairs<String, SQLValue>) throws {
        let columns = row.map(\.key).joined(separator: ", ")
        let marks = Array(repeating: "?", count: row.count).joined(separator: ", ")
        try execute("INSERT INTO \(table) (\(columns)) VALUES (\(marks)) ON CONFLICT DO NOTHING", row.map(\.value))
    }
}
