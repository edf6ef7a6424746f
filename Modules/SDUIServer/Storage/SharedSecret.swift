/// Keys every instance of a server must agree on (the one that signs page
/// cursors), made once per database by a migration and read from it, so
/// instances sharing a PostgreSQL database verify each other's cursors and
/// a restart keeps the cursors clients hold valid.
public enum SharedSecret {
    /// The key that signs page cursors.
    public static let pageCursors = "page-cursors"

    /// The framework's table and its keys, each 32 random bytes in hex.
    static let migration = Migration(id: "shared-secret-1") { db in
        try db.execute("CREATE TABLE IF NOT EXISTS sdui_secret (name TEXT PRIMARY KEY, value TEXT NOT NULL)")
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        try db.execute("INSERT INTO sdui_secret (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING",
                       [.text(pageCursors), .text(Hex.encode(bytes))])
    }

    /// Why a key could not be read.
    public struct Missing: Error, Sendable, CustomStringConvertible {
        public let name: String
        public var description: String {
            "the database has no shared secret '\(name)' (the migration shared-secret-1 did not run, or its row was removed)"
        }
    }

    /// The bytes of key `name`.
    public static func read(_ name: String, from database: any SQLDatabase) async throws -> [UInt8] {
        let rows = try await database.query("SELECT value FROM sdui_secret WHERE name = ?", [.text(name)])
        guard let text = try rows.first?.text(0), let bytes = Hex.decode(text), bytes.count >= 16 else { throw Missing(name: name) }
        return bytes
    }
}
