import SDUIServer

/// `AccountStore` written once in SQL, for SQLite and PostgreSQL alike.
public struct SQLAccountStore: AccountStore {
    let database: any SQLDatabase

    public init(_ database: any SQLDatabase) {
        self.database = database
    }

    private static let userColumns = #"id, email, name, passwordHash"#

    private static func user(_ row: SQLRow, from column: Int = 0) throws -> User {
        User(id: try row.integer(column), email: try row.text(column + 1), name: try row.text(column + 2),
             passwordHash: try row.text(column + 3))
    }

    public func user(email: String) async throws -> User? {
        // lower() on both sides: what NOCASE did on SQLite alone (ASCII, like NOCASE).
        try await database.query(#"SELECT \#(Self.userColumns) FROM "user" WHERE lower(email) = lower(?)"#, [.text(email)])
            .first.map { try Self.user($0) }
    }

    public func session(tokenHash: String) async throws -> (LoginSession, User)? {
        let rows = try await database.query(#"""
            SELECT session.tokenHash, session.userID, session.expiresAt, "user".id, "user".email, "user".name, "user".passwordHash
            FROM session JOIN "user" ON "user".id = session.userID WHERE session.tokenHash = ?
            """#, [.text(tokenHash)])
        guard let row = rows.first else { return nil }
        let session = LoginSession(tokenHash: try row.text(0), userID: try row.integer(1), expiresAt: try row.integer(2))
        return (session, try Self.user(row, from: 3))
    }

    public func startSession(_ session: LoginSession, now: Int64) async throws {
        try await database.execute("DELETE FROM session WHERE expiresAt < ?", [.integer(now)])
        try await database.execute("INSERT INTO session (tokenHash, userID, expiresAt) VALUES (?, ?, ?)",
                                   [.text(session.tokenHash), .integer(session.userID), .integer(session.expiresAt)])
    }

    public func endSession(tokenHash: String) async throws {
        try await database.execute("DELETE FROM session WHERE tokenHash = ?", [.text(tokenHash)])
    }

    public func updatePasswordHash(userID: Int64, to hash: String) async throws {
        try await database.execute(#"UPDATE "user" SET passwordHash = ? WHERE id = ?"#, [.text(hash), .integer(userID)])
    }

    public func loginFailures(key: String, since: Int64) async throws -> [Int64] {
        try await database.query("SELECT time FROM loginFailure WHERE key = ? AND time >= ?", [.text(key), .integer(since)])
            .map { try $0.integer(0) }
    }

    public func recordLoginFailure(key: String, at time: Int64, forgetBefore: Int64) async throws {
        try await database.execute("DELETE FROM loginFailure WHERE key = ? AND time < ?", [.text(key), .integer(forgetBefore)])
        try await database.execute("INSERT INTO loginFailure (key, time) VALUES (?, ?)", [.text(key), .integer(time)])
    }

    public func clearLoginFailures(key: String) async throws {
        try await database.execute("DELETE FROM loginFailure WHERE key = ?", [.text(key)])
    }
}
