import AccountsApp
import Logging
import MusicApp
import ParcelsApp
import SDUIServer
import SDUIServerExperiments
import SDUIServerLive
import SDUIServerPostgres
import SDUIServerReleases
import SDUIServerSQLite
import SDUIServerWebApp

/// The reference server's demo: the accounts, parcels and music apps over
/// one database, installed in one readable list with the live streams and
/// the experiments, and the browser preview and the admin API when asked
/// for. `sdui-server` and the tests that run the server both start it from
/// here, so they serve the same thing.
public enum DemoServer {
    /// The demo apps with their stores over `database`, whichever engine it is.
    /// - Parameter passwordCost: bcrypt's work per password; servers started by tests use `.testing`.
    public static func apps(database: any SQLDatabase, passwordCost: PasswordCost = .production) throws(AppRegistrationError) -> AppRegistry {
        let music = MusicApp(store: SQLMusicStore(database))
        var registry = AppRegistry()
        // The profile shows the music app's playlists, and a login takes the install's guest
        // favourites and playlists along; the two apps meet only here.
        try registry.install(AccountsApp(store: SQLAccountStore(database), profileSections: [music.profileSections],
                                         onSignIn: [music.adoptGuest], passwordCost: passwordCost))
        try registry.install(ParcelsApp(store: SQLParcelStore(database)))
        try registry.install(music)
        return registry
    }

    /// The demo apps, the live streams with `modules.live`'s limits, the
    /// experiments of the content (`experiments.json`), the releases on
    /// `modules.releases`' channel, the web client of `contentDirectory`
    /// unless `modules.webApp` is off, the browser preview over
    /// `contentDirectory` when `modules.preview` is on, with the demo's
    /// feature types drawn, and the release API under `/admin/` when
    /// `modules.admin` is. Throws `AppRegistrationError`, or
    /// `WebAppBundleError` when the web client's folder is over its bounds.
    static func installation(database: any SQLDatabase, passwordCost: PasswordCost, modules: DemoModules,
                             contentDirectory: String, logger: Logger) throws -> AppRegistry {
        var registry = try apps(database: database, passwordCost: passwordCost)
        if modules.webApp { try registry.install(try WebApp(contentDirectory: contentDirectory, logger: logger)) }
        try registry.install(LiveStreams(configuration: modules.live))
        try registry.install(Experiments())
        try registry.install(Releases(configuration: modules.releases))
        if modules.preview { try registry.install(DemoPreview.module(contentDirectory: contentDirectory)) }
        if modules.admin { try registry.install(AdminAPI()) }
        return registry
    }

    /// Opens (creating and seeding when new) the SQLite database at `databasePath`
    /// (`:memory:` for a throwaway one) and builds the environment over it, with `modules`.
    public static func environment(configuration: ServerConfiguration, databasePath: String,
                                   passwordCost: PasswordCost = .production, modules: DemoModules = DemoModules(),
                                   metrics: ServerMetrics = ServerMetrics(), logger: Logger) throws -> ServerEnvironment {
        let database = try SQLiteDatabase.open(path: databasePath)
        let registry = try installation(database: database, passwordCost: passwordCost, modules: modules,
                                        contentDirectory: configuration.contentDirectory, logger: logger)
        return try ServerEnvironment.make(configuration: configuration, apps: registry, storage: database,
                                          metrics: metrics, logger: logger)
    }

    /// The environment over PostgreSQL: opens the pool, applies the migrations
    /// (under the advisory lock, so instances may start together), then builds it.
    public static func environment(configuration: ServerConfiguration, postgres settings: PostgresSettings,
                                   maximumConnections: Int = 20, passwordCost: PasswordCost = .production,
                                   modules: DemoModules = DemoModules(),
                                   metrics: ServerMetrics = ServerMetrics(), logger: Logger) async throws -> ServerEnvironment {
        // A connection weaker than sslmode says refuses the start here, saying why.
        try await settings.checkTLS(logger: logger)
        let database = try PostgresDatabase.open(settings, maximumConnections: maximumConnections, metrics: metrics, logger: logger)
        do {
            let registry = try installation(database: database, passwordCost: passwordCost, modules: modules,
                                            contentDirectory: configuration.contentDirectory, logger: logger)
            // Refuse a missing content folder before touching the database.
            try ServerStartupError.checkFolder(configuration.contentDirectory)
            try await database.applyMigrations(registry.migrations)
            return try ServerEnvironment.make(configuration: configuration, apps: registry, storage: database,
                                              metrics: metrics, logger: logger)
        } catch {
            await database.close()
            throw error
        }
    }

    /// `--database`: a `postgres://` or `postgresql://` URL is PostgreSQL,
    /// anything else a SQLite file (or `:memory:`).
    public static func environment(configuration: ServerConfiguration, database: String, environment variables: [String: String],
                                   modules: DemoModules = DemoModules(),
                                   metrics: ServerMetrics = ServerMetrics(), logger: Logger) async throws -> ServerEnvironment {
        if PostgresSettings.isPostgresURL(database) {
            let settings = try PostgresSettings(url: database, environment: variables)
            logger.info("storage", metadata: ["engine": "postgres", "database": .string(PostgresSettings.redacted(database))])
            return try await environment(configuration: configuration, postgres: settings, modules: modules,
                                         metrics: metrics, logger: logger)
        }
        return try environment(configuration: configuration, databasePath: database, modules: modules,
                               metrics: metrics, logger: logger)
    }
}
