import ArgumentParser
import Foundation
import DemoServer
import Logging
import Metrics
import Prometheus
import SDUIServer

/// `sdui-server`: the framework (`SDUIServer`) with the demo apps installed
/// (`DemoServer`: accounts, parcels, music) over one SQLite database.
@main
struct SDUIServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sdui-server",
        abstract: "The reference SDUI server: versioned screens with fallbacks, ETags, commands, deep links, widget, login and analytics.",
        discussion: """
            Screens come from JSON files under <content>/screens (validated at start-up; broken files are \
            logged and skipped) and from Swift builders; demo data lives in SQLite and is seeded on first start.

            Example:
              sdui-server --port 8080 --database sdui-demo.sqlite --content Content
              curl -H 'SDUI-Capabilities: c:text@1,a:navigate@1' http://127.0.0.1:8080/v1/screens/home
            """)

    @Option(help: "Address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(help: """
        SQLite database file, created and seeded when new; ':memory:' for a throwaway one; or \
        postgres://user:password@host:port/database (PG* variables fill what the URL leaves out) for PostgreSQL, \
        shared by any number of instances.
        """)
    var database = "sdui-demo.sqlite"

    @Option(help: "Folder holding the content files (screens/…); default: ./Content, else the installed one beside the program (PREFIX/share/sdui/Content).")
    var content: String?

    @Flag(help: "Serve POST /v{version}/preview/screen for `sdui preview FILE --server URL` (authors only: it prepares any posted screen).")
    var preview = false

    @Option(help: "Log level: trace, debug, info, notice, warning, error, critical.")
    var logLevel = "info"

    @Flag(help: "Print every screen the server serves (content files, then the apps' routes with their app and reuse) and exit.")
    var listRoutes = false

    func run() async throws {
        guard let level = Logger.Level(rawValue: logLevel) else {
            throw ValidationError("Unknown log level '\(logLevel)'.")
        }
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        var logger = Logger(label: "sdui-server")
        logger.logLevel = level
        let configuration = ServerConfiguration(host: host, port: port, contentDirectory: ContentFolder.resolve(option: content),
                                                preview: preview)
        // One registry for the server's own metrics and every library's that reports through swift-metrics.
        let metrics = ServerMetrics()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: metrics.registry))
        let environment = try await DemoServer.environment(
            configuration: configuration, database: database, environment: ProcessInfo.processInfo.environment,
            metrics: metrics, logger: logger)
        if listRoutes {
            for path in environment.content.screens.keys.sorted() {
                print("\(path)\tcontent\tcontent file")
            }
            for route in environment.screenRoutes {
                print("\(route.pattern)\t\(route.owner)\t\(route.requiresLogin ? "login, " : "")reuse \(route.reuse.summary)")
            }
            return
        }
        let app = SDUIServerApp.makeApplication(environment: environment, configuration: configuration, logger: logger) { baseURL in
            // Written unbuffered, so scripts waiting for this line see it at once.
            FileHandle.standardOutput.write(Data("sdui-server listening on \(baseURL)\n".utf8))
        }
        try await app.runService()
    }
}
