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

extension SQLExecutor {
    /// After a seed wrote explicit keys into a `generatedKey` column: moves
    /// PostgreSQL's sequence past them, so the next row it numbers does not
    /// collide. SQLite numbers from the largest key already, so nothing to do.
    public func advanceGeneratedKey(of table: String, column: String = "id") throws {
        guard dialect == .postgres else { return }
        try execute("SELECT setval(pg_get_serial_sequence('\(table)', '\(column)'), GREATEST((SELECT max(\(column)) FROM \(table)), 1))")
    }
}
