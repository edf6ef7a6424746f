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
