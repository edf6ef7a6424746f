import SDUIServer

/// The users and sessions tables and the demo user, written once for every engine.
///
/// Idempotent (`IF NOT EXISTS`, `ON CONFLICT DO NOTHING`), so a database
/// made before the apps were split is taken over as it is.
enum AccountMigrations {
    /// The seeded user's credentials, documented in docs/server.md.
    static let demoEmail = "ada@example.com"
    static let demoPassword = "lovelace"

    /// What the profile reads of the accounts' own tables (sessions and login
    /// failures change with every login and are read by no screen).
    static let dataSet = DataSet("accounts", tables: ["user"])
    /// Sessions change with every login and logout and are read by no screen:
    /// credentials are reused until this set (or `dataSet`) changes.
    static let sessions = DataSet("sessions", tables: ["session"], readByScreens: false)

    static let schema = Migration(id: "accounts-1-schema") { db in
        try db.execute("""
            CREATE TABLE IF NOT EXISTS "user" (
                id \(db.dialect.generatedKey),
                email TEXT NOT NULL UNIQUE\(db.dialect.caseInsensitive),
                name TEXT NOT NULL,
                passwordHash TEXT NOT NULL
            )
            """)
        try db.execute("""
            CREATE TABLE IF NOT EXISTS session (
                tokenHash TEXT PRIMARY KEY,
                userID \(db.dialect.integer) NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                expiresAt \(db.dialect.integer) NOT NULL
            )
            """)
        if db.dialect == .postgres {
            // What NOCASE gives SQLite: one account per address whatever its case.
            try db.execute(#"CREATE UNIQUE INDEX IF NOT EXISTS user_email_lower ON "user" (lower(email))"#)
        }
    }

    /// Failed logins by key (`account:…`, `client:…`), for `LoginThrottle`.
    static let loginFailures = Migration(id: "accounts-3-login-failures") { db in
        try db.execute("""
            CREATE TABLE IF NOT EXISTS loginFailure (
                key TEXT NOT NULL,
                time \(db.dialect.integer) NOT NULL
            )
            """)
        try db.execute("CREATE INDEX IF NOT EXISTS loginFailure_key_time ON loginFailure (key, time)")
    }

    /// The demo user, its password hashed at `cost` (written out, not
    /// computed, for the costs in use: see `PasswordCost.demoPasswordHash`).
    static func seed(cost: PasswordCost) -> Migration {
        Migration(id: "accounts-2-seed") { db in
            try db.insertIfAbsent(into: #""user""#, [
                "id": .int(1), "email": .text(demoEmail), "name": .text("Ada Lovelace"),
                "passwordHash": .text(cost.demoPasswordHash),
            ])
            try db.advanceGeneratedKey(of: #""user""#)
        }
    }
}
