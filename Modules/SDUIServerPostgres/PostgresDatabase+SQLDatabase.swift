import PostgresNIO
import SDUIServer

extension PostgresDatabase: SQLDatabase {
    public var dialect: SQLDialect { .postgres }

    public func query(_ sql: String, _ arguments: [SQLValue]) async throws -> [SQLRow] {
        let statement = try PostgresStatement(sql, arguments)
        // A statement that can write (UPDATE … RETURNING) may raise a data
        // version: this instance's next request reads them again.
        defer { if !Self.onlyReads(sql) { versionWatch.forget() } }
        return try await ServerSpans.sql(sql, system: "postgresql") {
            try await guarded { [client, metrics, logger] in
                try await client.leased(recordingWaitIn: metrics) { connection in
                    var rows: [SQLRow] = []
                    for try await row in try await connection.query(statement.query, logger: logger) {
                        var values: [SQLValue] = []
                        values.reserveCapacity(row.count)
                        for cell in row {
                            values.append(try SQLValue(cell))
                        }
                        rows.append(SQLRow(values))
                    }
                    return rows
                }
            }
        }
    }

    public func execute(_ sql: String, _ arguments: [SQLValue]) async throws {
        let statement = try PostgresStatement(sql, arguments)
        defer { versionWatch.forget() }
        try await ServerSpans.sql(sql, system: "postgresql") {
            try await guarded { [client, metrics, logger] in
                try await client.leased(recordingWaitIn: metrics) { connection in
                    let rows = try await connection.query(statement.query, logger: logger)
                    for try await _ in rows {}
                }
            }
        }
    }
}

extension PostgresDatabase {
    /// Whether `sql` is a plain `SELECT` (or `WITH … SELECT` is not: it can write).
    static func onlyReads(_ sql: String) -> Bool {
        let start = sql.drop { $0 == " " || $0 == "\n" || $0 == "\t" }.prefix(7)
        return start.lowercased() == "select "
    }
}

extension SQLValue {
    /// The engine-neutral value of a cell: integers of every width, booleans
    /// as 0/1 (what SQLite stores), floating point, everything else as text.
    init(_ cell: PostgresCell) throws {
        guard cell.bytes != nil else {
            self = .null
            return
        }
        switch cell.dataType {
        case .int2, .int4, .int8: self = .integer(try cell.decode(Int64.self))
        case .bool: self = .integer(try cell.decode(Bool.self) ? 1 : 0)
        case .float4, .float8: self = .real(try cell.decode(Double.self))
        default: self = .text(try cell.decode(String.self))
        }
    }
}
