import Logging
import SDUIServer
import SDUIServerSQLite
import ServiceLifecycle

/// The server: the framework with the library installed, its data in one SQLite file.
public enum LibraryServer {
    /// What the server's executable runs (mark the type `@main` there).
    public static func main() async throws {
        let configuration = ServerConfiguration(port: 8080, contentDirectory: "Content")
        let server = try make(configuration, database: "library.sqlite", stopsOnSignals: true) { address in
            print("The library is on \(address)")
        }
        try await server.run()
    }

    /// The server for `configuration`, ready to `run()`; `onReady` gets its address once it
    /// listens. With `stopsOnSignals`, SIGTERM or Ctrl-C stops it gracefully.
    public static func make(_ configuration: ServerConfiguration, database: String, stopsOnSignals: Bool,
                            logger: Logger = Logger(label: "library"),
                            onReady: @escaping @Sendable (String) async -> Void) throws -> ServiceGroup {
        var apps = AppRegistry()
        try apps.install(LibraryApp())
        let environment = try ServerEnvironment.make(configuration: configuration, apps: apps,
                                                     storage: try SQLiteDatabase.open(path: database), logger: logger)
        return try SDUIServerApp.makeServer(environment: environment, configuration: configuration, logger: logger,
                                            stopsOnSignals: stopsOnSignals, onReady: onReady)
    }
}
