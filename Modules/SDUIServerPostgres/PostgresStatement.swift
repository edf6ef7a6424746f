import PostgresNIO
import SDUIServer

/// A statement written for every engine (`?` placeholders, `SQLValue`
/// arguments) in the form PostgreSQL takes (`$1`, `$2`, … and binds).
struct PostgresStatement {
    let query: PostgresQuery

    /// Fails when the number of `?` and of arguments differ, naming the statement.
    init(_ sql: String, _ arguments: [SQLValue]) throws(PostgresStorageError) {
        var text = ""
        text.reserveCapacity(sql.utf8.count + 8)
        var placeholders = 0
        var inString = false
        var inIdentifier = false
        for character in sql {
            switch character {
            case "'" where !inIdentifier:
                inString.toggle()
                text.append(character)
            case "\"" where !inString:
                inIdentifier.toggle()
                text.append(character)
            case "?" where !inString && !inIdentifier:
                placeholders += 1
                text += "$\(placeholders)"
            default:
                text.append(character)
            }
        }
        guard placeholders == arguments.count else {
            throw .statement(sql, "it has \(placeholders) placeholders but \(arguments.count) arguments")
        }
        var binds = PostgresBindings(capacity: arguments.count)
        for argument in arguments {
            switch argument {
            case .null: binds.appendNull()
            case .integer(let value): binds.append(value)
            case .real(let value): binds.append(value)
            case .text(let value): binds.append(value)
            }
        }
        query = PostgresQuery(unsafeSQL: text, binds: binds)
    }
}
