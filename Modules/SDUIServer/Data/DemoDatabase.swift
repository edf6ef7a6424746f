import Foundation
import GRDB

/// The demo's data in SQLite: parcels, music, users, sessions, favourites,
/// playlists, Scan & Go orders and analytics events.
///
/// Opening runs the migrations, which also seed the demo data the first
/// time, so `sdui-server --database demo.sqlite` starts with something to
/// show and keeps what users changed across restarts. `:memory:` gives each
/// test a fresh database.
public struct DemoDatabase: Sendable {
    let writer: any DatabaseWriter

    /// Opens (creating and seeding when new) the database at `path`.
    public static func open(path: String) throws -> DemoDatabase {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        /// Another process may have the same file open (the demo script, a
        /// test, a second server): wait up to five seconds for its lock
        /// instead of failing at once with SQLITE_BUSY.
        configuration.busyMode = .timeout(5)
        let writer: any DatabaseWriter
        if path == ":memory:" {
            writer = try DatabaseQueue(configuration: configuration)
        } else {
            // WAL lets screen reads run while a command writes.
            writer = try DatabasePool(path: path, configuration: configuration)
        }
        try DemoMigrations.migrator.migrate(writer)
        return DemoDatabase(writer: writer)
    }

    func read<T: Sendable>(_ body: @Sendable @escaping (Database) throws -> T) async throws -> T {
        try await writer.read(body)
    }

    func write<T: Sendable>(_ body: @Sendable @escaping (Database) throws -> T) async throws -> T {
        try await writer.write(body)
    }

    /// Seconds since 1970, for expiries and timestamps.
    static func now() -> Int64 { Int64(Date().timeIntervalSince1970) }
}
