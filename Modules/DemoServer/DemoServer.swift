import AccountsApp
import Logging
import MusicApp
import ParcelsApp
import SDUIServer
import SDUIServerSQLite

/// The reference server's demo: the accounts, parcels and music apps over
/// one SQLite database, installed in one readable list. `sdui-server` and
/// the tests that run the server both start it from here, so they serve the
/// same thing.
public enum DemoServer {
    /// The demo apps with their stores over `database`.
    public static func apps(database: SQLiteDatabase) throws(AppRegistrationError) -> AppRegistry {
        let music = MusicApp(store: SQLiteMusicStore(database))
        var registry = AppRegistry()
        // The profile shows the music app's playlists; the two apps meet only here.
        try registry.install(AccountsApp(store: SQLiteAccountStore(database), profileSections: [music.profileSections]))
        try registry.install(ParcelsApp(store: SQLiteParcelStore(database)))
        try registry.install(music)
        return registry
    }

    /// Opens (creating and seeding when new) the SQLite database at `databasePath`
    /// (`:memory:` for a throwaway one) and builds the environment over it.
    public static func environment(configuration: ServerConfiguration, databasePath: String,
                                   metrics: ServerMetrics = ServerMetrics(), logger: Logger) throws -> ServerEnvironment {
        let database = try SQLiteDatabase.open(path: databasePath)
        return try ServerEnvironment.make(configuration: configuration, apps: apps(database: database), storage: database,
                                          metrics: metrics, logger: logger)
    }
}
