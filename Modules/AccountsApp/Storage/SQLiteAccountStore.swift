import GRDB
import SDUIServerSQLite

/// `AccountStore` over the server's SQLite database (GRDB).
public struct SQLiteAccountStore: AccountStore {
    let database: SQLiteDatabase

    public init(_ database: SQLiteDatabase) {
        self.database = database
    }

    public func user(email: String) async throws -> User? {
        try await database.read { db in try User.filter(Column("email") == email).fetchOne(db) }
    }

    public func session(tokenHash: String) async throws -> (LoginSession, User)? {
        try await database.read { db -> (LoginSession, User)? in
            guard let session = try LoginSession.fetchOne(db, key: tokenHash),
                  let user = try User.fetchOne(db, key: session.userID) else { return nil }
            return (session, user)
        }
    }

    public func startSession(_ session: LoginSession, now: Int64) async throws {
        try await database.write { db in
            try LoginSession.filter(Column("expiresAt") < now).deleteAll(db)
            try session.insert(db)
        }
    }

    public func endSession(tokenHash: String) async throws {
        _ = try await database.write { db in try LoginSession.deleteOne(db, key: tokenHash) }
    }

    public func loginFailures(key: String, since: Int64) async throws -> [Int64] {
        try await database.read { db in
            try Int64.fetchAll(db, sql: "SELECT time FROM loginFailure WHERE key = ? AND time >= ?", arguments: [key, since])
        }
    }

    public func recordLoginFailure(key: String, at time: Int64, forgetBefore: Int64) async throws {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM loginFailure WHERE key = ? AND time < ?", arguments: [key, forgetBefore])
            try db.execute(sql: "INSERT INTO loginFailure (key, time) VALUES (?, ?)", arguments: [key, time])
        }
    }

    public func clearLoginFailures(key: String) async throws {
        try await database.write { db in try db.execute(sql: "DELETE FROM loginFailure WHERE key = ?", arguments: [key]) }
    }

    public func updatePasswordHash(userID: Int64, to hash: String) async throws {
        try await database.write { db in
            try db.execute(sql: "UPDATE user SET passwordHash = ? WHERE id = ?", arguments: [hash, userID])
        }
    }
}

extension User: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "user"
}

extension LoginSession: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "session"
}
