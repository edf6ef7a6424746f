import Logging
import PostgresNIO
import SDUIServer

/// The server's storage on PostgreSQL: one connection pool per instance,
/// shared by every store, so any number of instances serve one database.
///
/// Migrations run when the database is connected (`connect`), because
/// PostgreSQL is reached asynchronously, inside one transaction under an
/// advisory lock: instances that start together against an empty database
/// wait for the first one, then find its migrations applied.
/// `ServerEnvironment.make` later calls `migrate`, which only checks that
/// nothing is missing.
public final class PostgresDatabase: ServerStorage, Sendable {
    public let client: PostgresClient
    public let analyticsEvents: any AnalyticsEventStore
    let logger: Logger
    private let applied: Set<String>
    private let runner: Task<Void, Never>

    private init(client: PostgresClient, runner: Task<Void, Never>, applied: Set<String>, logger: Logger) {
        self.client = client
        self.runner = runner
        self.applied = applied
        self.logger = logger
        analyticsEvents = PostgresAnalyticsEventStore(client: client, logger: logger)
    }

    /// Opens the pool and applies the migrations not yet applied.
    /// - Parameter maximumConnections: the pool's size on this instance;
    ///   PostgreSQL's `max_connections` bounds the sum over all instances.
    public static func connect(_ settings: PostgresSettings, migrations: [Migration], maximumConnections: Int = 20,
                               logger: Logger) async throws -> PostgresDatabase {
        var configuration = PostgresClient.Configuration(
            host: settings.host, port: settings.port, username: settings.username, password: settings.password,
            database: settings.database, tls: .disable)
        configuration.options.maximumConnections = maximumConnections
        configuration.options.connectTimeout = .seconds(5)
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        let runner = Task { await client.run() }
        do {
            let applied = try await PostgresMigrator(client: client, logger: logger).migrate(migrations)
            return PostgresDatabase(client: client, runner: runner, applied: applied, logger: logger)
        } catch {
            runner.cancel()
            await runner.value
            throw error
        }
    }

    /// Checks that `connect` applied every one of `migrations`.
    public func migrate(_ migrations: [Migration]) throws {
        let missing = migrations.map(\.id).filter { !applied.contains($0) }
        guard missing.isEmpty else { throw PostgresStorageError.notMigrated(ids: missing) }
    }

    /// Closes the pool's connections; the database is unusable afterwards.
    public func close() async {
        runner.cancel()
        await runner.value
    }
}
