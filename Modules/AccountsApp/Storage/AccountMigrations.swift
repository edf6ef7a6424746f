import SDUIServer

/// The users and sessions tables and the demo user, written once for every engine.
///
/// Idempotent (`IF NOT EXISTS`, `ON CONFLICT DO NOTHING`), so a database
/// made before the apps were split is taken over as it is.
enum AccountMigrations {
    /// The seeded user's credentials, documented in the README.
    static let demoEmail = "ada@example.com"
    static let demoPassword = "lovelace"

    static let schema = Migration(id: "accounts-1-schema") { db in
        try db.execute("""
            CREATE TABLE IF NOT EXISTS user (
                id INTEGER PRIMARY KEY,
                email TEXT NOT NULL UNIQUE COLLATE NOCASE,
                name TEXT NOT NULL,
                passwordHash TEXT NOT NULL
            )
            """)
        try db.execute("""
            CREATE TABLE IF NOT EXISTS session (
                tokenHash TEXT PRIMARY KEY,
                userID INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                expiresAt INTEGER NOT NULL
            )
            """)
    }

    static let seed = Migration(id: "accounts-2-seed") { db in
        try db.insertIfAbsent(into: "user", [
            "id": .int(1), "email": .text(demoEmail), "name": .text("Ada Lovelace"),
            "passwordHash": .text(PasswordHasher.hash(demoPassword)),
        ])
    }
}
