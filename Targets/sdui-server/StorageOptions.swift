import ArgumentParser
import DemoServer
import Foundation
import Logging
import SDUIServer
import SDUIServerReleases

/// Where the server's data and content are, and how much it logs: the same
/// for serving and for the release commands, which must reach the same database.
struct StorageOptions: ParsableArguments {
    @Option(help: """
        SQLite database file, created and seeded when new; ':memory:' for a throwaway one; or \
        postgres://user:password@host:port/database (PG* variables fill what the URL leaves out) for PostgreSQL, \
        shared by any number of instances; add ?sslmode=verify-full&sslrootcert=ca.pem for TLS with the certificate \
        and host name verified (the server refuses to start without them).
        """)
    var database = "sdui-demo.sqlite"

    @Option(help: "Folder holding the content files (screens/…); default: ./Content, else the installed one beside the program (PREFIX/share/sdui/Content).")
    var content: String?

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.")
    var logLevel = "info"

    var contentDirectory: String { ContentFolder.resolve(option: content) }

    /// Logs to standard error at the chosen level; the logger for the program itself.
    func bootstrapLogging(label: String = "sdui-server") throws -> Logger {
        guard let level = Logger.Level(rawValue: logLevel) else {
            throw ValidationError("Unknown log level '\(logLevel)'.")
        }
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        var logger = Logger(label: label)
        logger.logLevel = level
        return logger
    }

    /// The demo apps and `modules` over the chosen database, migrated.
    func environment(configuration: ServerConfiguration, modules: DemoModules = DemoModules(),
                     metrics: ServerMetrics = ServerMetrics(), logger: Logger) async throws -> ServerEnvironment {
        try await DemoServer.environment(configuration: configuration, database: database,
                                         environment: ProcessInfo.processInfo.environment, modules: modules,
                                         metrics: metrics, logger: logger)
    }
}
