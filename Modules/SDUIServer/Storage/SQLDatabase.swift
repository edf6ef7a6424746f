/// What an app's store asks of a database, the same on every engine, so a
/// store is written once (SQL with `?` placeholders) and runs on SQLite in
/// one process or on PostgreSQL behind many.
///
/// Each statement is atomic on its own; a store that needs a check and a
/// write together writes them as one statement (`INSERT … SELECT … WHERE`,
/// `RETURNING`), which both engines support, rather than holding a
/// transaction open across awaits.
public protocol SQLDatabase: Sendable {
    var dialect: SQLDialect { get }
    /// The rows a statement returns, columns in the order it names them.
    func query(_ sql: String, _ arguments: [SQLValue]) async throws -> [SQLRow]
    /// Runs a statement that returns no rows.
    func execute(_ sql: String, _ arguments: [SQLValue]) async throws
}

/// One row of a query's answer, read by column position (PostgreSQL folds
/// unquoted names to lower case, so positions are what both engines agree on).
public struct SQLRow: Sendable, Equatable {
    public let values: [SQLValue]

    public init(_ values: [SQLValue]) {
        self.values = values
    }

    /// Why a column could not be read as the type a store asked for.
    public struct ReadError: Error, Sendable, Equatable, CustomStringConvertible {
        public let column: Int
        public let expected: String
        public let found: SQLValue?
        public var description: String {
            "column \(column): expected \(expected), found \(found.map { "\($0)" } ?? "no such column")"
        }
    }

    private func value(_ column: Int) throws(ReadError) -> SQLValue {
        guard values.indices.contains(column) else { throw ReadError(column: column, expected: "a value", found: nil) }
        return values[column]
    }

    public func text(_ column: Int) throws(ReadError) -> String {
        guard case .text(let text) = try value(column) else {
            throw ReadError(column: column, expected: "text", found: try value(column))
        }
        return text
    }

    public func optionalText(_ column: Int) throws(ReadError) -> String? {
        if case .null = try value(column) { return nil }
        return try text(column)
    }

    public func integer(_ column: Int) throws(ReadError) -> Int64 {
        guard case .integer(let number) = try value(column) else {
            throw ReadError(column: column, expected: "an integer", found: try value(column))
        }
        return number
    }

    public func optionalInteger(_ column: Int) throws(ReadError) -> Int64? {
        if case .null = try value(column) { return nil }
        return try integer(column)
    }

    public func int(_ column: Int) throws(ReadError) -> Int { Int(try integer(column)) }

    public func optionalInt(_ column: Int) throws(ReadError) -> Int? { try optionalInteger(column).map { Int($0) } }

    /// 0 or 1 in an integer column (SQLite), or a PostgreSQL boolean read as one.
    public func bool(_ column: Int) throws(ReadError) -> Bool { try integer(column) != 0 }
}

extension SQLDatabase {
    public func query(_ sql: String) async throws -> [SQLRow] { try await query(sql, []) }
}
