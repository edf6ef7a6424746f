import Logging
import PostgresNIO
import SDUIServer
import Synchronization

/// The server's storage on PostgreSQL: one connection pool per instance,
/// shared by every store, so any number of instances serve one database.
///
/// Migrations are applied asynchronously (`applyMigrations`, or `connect`),
/// inside one transaction under an advisory lock: instances that start
/// together against an empty database wait for the first one, then find its
/// migrations applied. `ServerEnvironment.make` later calls `migrate`,
/// which only checks that nothing is missing.
public final class PostgresDatabase: ServerStorage, Sendable {
    public let client: PostgresClient
    public let analyticsEvents: any AnalyticsEventStore
    /// How long a statement may wait (for a connection and its answer) before
    /// the request fails with `StorageUnavailable` (503).
    public let queryDeadline: Duration
    let logger: Logger
    /// Where waits for a pooled connection are recorded; nil records none.
    let metrics: ServerMetrics?
    private let applied = Mutex<Set<String>>([])
    /// Data-version reads shared by the requests waiting at the same time.
    let versionReads = CoalescedRead<[String: Int64]>()
    /// The versions known from change notifications, while listening.
    let versionWatch = DataVersionWatch()
    private let versionListener = Mutex<Task<Void, Never>?>(nil)
    private let runner: Task<Void, Never>

    private init(client: PostgresClient, runner: Task<Void, Never>, queryDeadline: Duration, metrics: ServerMetrics?,
                 logger: Logger) {
        self.client = client
        self.runner = runner
        self.queryDeadline = queryDeadline
        self.metrics = metrics
        self.logger = logger
        analyticsEvents = PostgresAnalyticsEventStore(client: client, deadline: queryDeadline, metrics: metrics, logger: logger)
    }

    /// Opens the pool; connections are made as queries need them, with TLS
    /// as `settings.sslMode` says (check it first with `settings.checkTLS`:
    /// the pool would retry a refused connection for a minute).
    /// - Parameter maximumConnections: the pool's size on this instance;
    ///   PostgreSQL's `max_connections` bounds the sum over all instances.
    /// - Parameter metrics: the server's, to show waits for a connection at `/metrics`.
    /// - Throws: when `sslrootcert` cannot be used.
    public static func open(_ settings: PostgresSettings, maximumConnections: Int = 20, queryDeadline: Duration = .seconds(2),
                            metrics: ServerMetrics? = nil, logger: Logger) throws(PostgresTLSRefusal) -> PostgresDatabase {
        var configuration = PostgresClient.Configuration(
            host: settings.host, port: settings.port, username: settings.username, password: settings.password,
            database: settings.database, tls: try settings.tlsConfiguration().map { .require($0) } ?? .disable)
        configuration.options.maximumConnections = maximumConnections
        configuration.options.connectTimeout = .seconds(2)
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        let runner = Task { await client.run() }
        let database = PostgresDatabase(client: client, runner: runner, queryDeadline: queryDeadline, metrics: metrics, logger: logger)
        let listening = PostgresConnection.Configuration(
            host: settings.host, port: settings.port, username: settings.username, password: settings.password,
            database: settings.database, tls: try settings.connectionTLS())
        database.versionListener.withLock {
            $0 = listenForVersionChanges(listening, watch: database.versionWatch, logger: logger)
        }
        return database
    }

    /// Checks the connection's TLS, opens the pool and applies the migrations not yet applied; closes it again on failure.
    public static func connect(_ settings: PostgresSettings, migrations: [Migration], maximumConnections: Int = 20,
                               logger: Logger) async throws -> PostgresDatabase {
        try await settings.checkTLS(logger: logger)
        let database = try open(settings, maximumConnections: maximumConnections, logger: logger)
        do {
            try await database.applyMigrations(migrations)
            return database
        } catch {
            await database.close()
            throw error
        }
    }

    /// Applies the migrations not yet applied, under the advisory lock (see `PostgresMigrator`).
    public func applyMigrations(_ migrations: [Migration]) async throws {
        let done = try await PostgresMigrator(client: client, logger: logger).migrate(migrations)
        applied.withLock { $0.formUnion(done) }
    }

    /// Checks that `applyMigrations` (or `connect`) applied every one of `migrations`.
    public func migrate(_ migrations: [Migration]) throws {
        let done = applied.withLock { $0 }
        let missing = migrations.map(\.id).filter { !done.contains($0) }
        guard missing.isEmpty else { throw PostgresStorageError.notMigrated(ids: missing) }
    }

    /// Closes the pool's connections; the database is unusable afterwards.
    public func close() async {
        if let listener = versionListener.withLock({ $0 }) {
            listener.cancel()
            await listener.value
        }
        runner.cancel()
        await runner.value
    }

    /// Whether data versions come from change notifications now (for tests and `/metrics`).
    public var listensForVersionChanges: Bool { versionWatch.isListening }
}
