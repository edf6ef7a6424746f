import Crypto

/// The people who may call the admin API, each with a role and a token
/// (`sdui-server admin add`), in the server's database so every instance
/// knows them. Only a SHA-256 of each token is stored: the database does not
/// hold what would let its reader act as an admin.
public struct AdminStore: Sendable {
    let database: any SQLDatabase

    public init(database: any SQLDatabase) {
        self.database = database
    }

    static let migration = Migration(id: "admin-1-schema") { db in
        try db.execute("CREATE TABLE IF NOT EXISTS sdui_admin (name TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, role TEXT NOT NULL)")
    }

    /// Adds `name` with `role` (or gives an existing name a new token and
    /// role) and returns the token, which is shown once and never stored.
    public func add(_ name: String, role: AdminRole) async throws -> String {
        let token = RandomToken.make()
        try await database.execute("""
            INSERT INTO sdui_admin (name, token_hash, role) VALUES (?, ?, ?)
            ON CONFLICT (name) DO UPDATE SET token_hash = excluded.token_hash, role = excluded.role
            """, [.text(name), .text(Self.hash(token)), .text(role.rawValue)])
        return token
    }

    /// Removes `name`; false when there was none.
    public func remove(_ name: String) async throws -> Bool {
        !(try await database.query("DELETE FROM sdui_admin WHERE name = ? RETURNING name", [.text(name)]).isEmpty)
    }

    /// Everyone, by name.
    public func admins() async throws -> [Admin] {
        try await database.query("SELECT name, role FROM sdui_admin ORDER BY name").compactMap { row in
            guard let role = AdminRole(rawValue: try row.text(1)) else { return nil }
            return Admin(name: try row.text(0), role: role)
        }
    }

    /// Whose token this is, or nil.
    public func admin(forToken token: String) async throws -> Admin? {
        guard let row = try await database.query("SELECT name, role FROM sdui_admin WHERE token_hash = ?", [.text(Self.hash(token))]).first,
              let role = AdminRole(rawValue: try row.text(1)) else { return nil }
        return Admin(name: try row.text(0), role: role)
    }

    static func hash(_ token: String) -> String {
        Hex.encode(SHA256.hash(data: Array(token.utf8)))
    }
}
