import GRDB
import SDUIServer

/// The server's data in one SQLite file (or `:memory:`), through GRDB: the
/// embedded default engine.
///
/// Opening runs every migration the installed apps and the framework
/// registered, in registration order, each once per database; the demo
/// apps' seeds are migrations too, so `sdui-server --database demo.sqlite`
/// starts with something to show and keeps what users changed.
public struct SQLiteDatabase: Sendable {
    let writer: any DatabaseWriter
    /// Versions of data sets, kept between this process's commits.
    let dataVersionMemo: DataVersionMemo

    init(writer: any DatabaseWriter, path: String?) {
        self.writer = writer
        dataVersionMemo = DataVersionMemo(path: path)
        writer.add(transactionObserver: DataVersionMemo.Invalidator(memo: dataVersionMemo), extent: .databaseLifetime)
    }

    /// Opens (creating when new) the database at `path`; `:memory:` gives a fresh one each time.
    public static func open(path: String) throws -> SQLiteDatabase {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        // Another process may have the same file open (the demo script, a test, a second
        // server): wait up to five seconds for its lock instead of failing with SQLITE_BUSY.
        configuration.busyMode = .timeout(5)
        if path == ":memory:" {
            return SQLiteDatabase(writer: try DatabaseQueue(configuration: configuration), path: nil)
        }
        // WAL lets screen reads run while a command writes.
        return SQLiteDatabase(writer: try DatabasePool(path: path, configuration: configuration), path: path)
    }

    /// Runs `migrations` that this database has not run yet, in order.
    public func migrate(_ migrations: [Migration]) throws {
        var migrator = DatabaseMigrator()
        for migration in migrations {
            migrator.registerMigration(migration.id) { db in
                try migration.apply(GRDBExecutor(db: db))
            }
        }
        try migrator.migrate(writer)
    }

    public func read<T: Sendable>(_ body: @Sendable @escaping (Database) throws -> T) async throws -> T {
        try await writer.read(body)
    }

    public func write<T: Sendable>(_ body: @Sendable @escaping (Database) throws -> T) async throws -> T {
        try await writer.write(body)
    }
}
