import GRDB
import SDUIServer

extension SQLiteDatabase: SQLDatabase {
    public var dialect: SQLDialect { .sqlite }

    /// Reads run on a reader connection (WAL: beside a write); anything else
    /// (`INSERT … RETURNING`) on the writer.
    public func query(_ sql: String, _ arguments: [SQLValue]) async throws -> [SQLRow] {
        let bindings = StatementArguments(arguments.map(\.databaseValue))
        let fetch: @Sendable (Database) throws -> [SQLRow] = { db in
            try Row.fetchAll(db, sql: sql, arguments: bindings).map { row in SQLRow(row.databaseValues.map(SQLValue.init)) }
        }
        return try await ServerSpans.sql(sql, system: "sqlite") {
            Self.isRead(sql) ? try await read(fetch) : try await write(fetch)
        }
    }

    static func isRead(_ sql: String) -> Bool {
        let start = sql.drop { $0 == " " || $0 == "\n" || $0 == "\t" }.prefix(6).uppercased()
        return start == "SELECT" || start.hasPrefix("WITH")
    }

    public func execute(_ sql: String, _ arguments: [SQLValue]) async throws {
        let bindings = StatementArguments(arguments.map(\.databaseValue))
        try await ServerSpans.sql(sql, system: "sqlite") {
            try await write { db in try db.execute(sql: sql, arguments: bindings) }
        }
    }
}

extension SQLValue {
    init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let number): self = .integer(number)
        case .double(let number): self = .real(number)
        case .string(let text): self = .text(text)
        case .blob(let data): self = .text(String(decoding: data, as: UTF8.self))
        }
    }
}
