import PostgresNIO

/// PostgreSQL's own words for an error. `PSQLError`'s description is
/// deliberately vague (it may otherwise leak data into logs); the server's
/// message, detail and SQLSTATE are what an operator needs.
enum PostgresErrorText {
    static func describe(_ error: PSQLError) -> String {
        guard let info = error.serverInfo else { return "\(error.code)" }
        var text = info[.message] ?? "\(error.code)"
        if let detail = info[.detail] { text += " (\(detail))" }
        if let state = info[.sqlState] { text += " [SQLSTATE \(state)]" }
        return text
    }
}
