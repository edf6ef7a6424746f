import PostgresNIO
import SDUIServer

extension PostgresDatabase: SQLDatabase {
    public var dialect: SQLDialect { .postgres }

    public func query(_ sql: String, _ arguments: [SQLValue]) async throws -> [SQLRow] {
        let statement = try PostgresStatement(sql, arguments)
        return try await guarded { [client, metrics, logger] in
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

    public func execute(_ sql: String, _ arguments: [SQLValue]) async throws {
        let statement = try PostgresStatement(sql, arguments)
        try await guarded { [client, metrics, logger] in
            try await client.leased(recordingWaitIn: metrics) { connection in
                let rows = try await connection.query(statement.query, logger: logger)
                for try await _ in rows {}
            }
        }
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
