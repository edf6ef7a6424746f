import ArgumentParser
import Foundation
import DemoServer
import Logging
import Metrics
import Prometheus
import SDUIServer
import SDUIServerReleases
import ServiceLifecycle

/// `sdui-server serve` (the default): the framework (`SDUIServer`) with the
/// demo apps installed (`DemoServer`: accounts, parcels, music) over one database.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
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

    @OptionGroup var storage: StorageOptions

    @Flag(help: "Serve the release API under /admin/ (for tokens made with `sdui-server admin add`).")
    var admin = false

    @Option(help: "Which published release to serve: live (what clients get) or staging (for authors, before `release promote`).")
    var releaseChannel: ReleaseChannel = .live

    @Flag(help: "Serve the browser preview at /preview/ and POST /v{version}/preview/screen for `sdui preview FILE --server URL` (authors only: it prepares any posted screen and reads content files after start-up).")
    var preview = false

    @Flag(name: .customLong("no-web-app"), help: "Leave out the web client at /app/ (served from <content>/web/ by default).")
    var noWebApp = false

    @Flag(name: .customLong("debug-origins"),
          help: "Answer SDUI-Debug: origins (from loopback, or with an author's SDUI-Author-Token) with every element marked with its file, JSON pointer and line, or its Swift builder.")
    var debugOrigins = false

    @Option(help: """
        Proxies (load balancers) whose forwarding header names the client, for limits per client address: addresses \
        and networks separated by commas (10.0.0.0/8,127.0.0.1,2001:db8::/32); SDUI_TRUSTED_PROXIES when not given; \
        default none, so the connection's peer is the client.
        """)
    var trustedProxies: String?

    @Option(help: "The header the trusted proxies write: x-forwarded-for or forwarded (RFC 7239); SDUI_FORWARDED_HEADER when not given.")
    var forwardedHeader: TrustedProxies.Header?

    @Option(help: "Path of the liveness check: 200 while the process answers.")
    var livenessPath = "/" + HealthSettings.defaultLivenessPath

    @Option(help: "Path of the readiness check: 200 when the instance takes traffic, 503 while it loads its release or drains.")
    var readinessPath = "/" + HealthSettings.defaultReadinessPath

    @Option(help: """
        Seconds a stopping instance (SIGTERM, Ctrl-C) keeps answering while its readiness check says 503, before it \
        closes its listener: more than the balancer's check interval times its fall count; 0 stops at once.
        """)
    var drainDelay = Double(HealthSettings.defaultDrainDelay.components.seconds)

    @Flag(help: "Print every screen the server serves (content files, then the apps' routes with their app and reuse) and exit.")
    var listRoutes = false

    func run() async throws {
        let logger = try storage.bootstrapLogging()
        var configuration = ServerConfiguration(host: host, port: port, contentDirectory: storage.contentDirectory)
        configuration.debugOrigins = debugOrigins
        configuration.trustedProxies = try trusted(environment: ProcessInfo.processInfo.environment)
        configuration.health = try healthSettings()
        let tracing = try ServerTracing.start(environment: ProcessInfo.processInfo.environment, logger: logger)
        configuration.tracing = tracing != nil
        // One registry for the server's own metrics and every library's that reports through swift-metrics.
        let metrics = ServerMetrics()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: metrics.registry))
        let modules = DemoModules(releases: ReleasesConfiguration(channel: releaseChannel), preview: preview, admin: admin,
                                  webApp: !noWebApp)
        let environment = try await storage.environment(configuration: configuration, modules: modules, metrics: metrics, logger: logger)
        if listRoutes {
            for path in environment.content.screens.keys.sorted() {
                print("\(path)\tcontent\tcontent file")
            }
            for route in environment.screenRoutes {
                print("\(route.pattern)\t\(route.owner)\t\(route.requiresLogin ? "login, " : "")reuse \(route.reuse.summary)")
            }
            return
        }
        let server = try SDUIServerApp.makeServer(environment: environment, configuration: configuration, logger: logger,
                                                  stopsOnSignals: tracing == nil) { baseURL in
            // Written unbuffered, so scripts waiting for this line see it at once.
            FileHandle.standardOutput.write(Data("sdui-server listening on \(baseURL)\n".utf8))
        }
        guard let tracing else { return try await server.run() }
        // The server stops first (services stop in reverse order), then the exporter sends what is left.
        var group = ServiceGroupConfiguration(services: [tracing, server], logger: logger)
        group.gracefulShutdownSignals = [.sigterm, .sigint]
        try await ServiceGroup(configuration: group).run()
    }

    /// `--liveness-path`, `--readiness-path` and `--drain-delay`, checked; a bad one stops the start with its reason.
    func healthSettings() throws -> HealthSettings {
        // Whole milliseconds, bounded, so no conversion of the option can overflow.
        guard drainDelay.isFinite, drainDelay >= 0, drainDelay <= 3_600 else {
            throw ValidationError("--drain-delay is \(drainDelay); give 0 to 3600 seconds.")
        }
        do {
            return try HealthSettings.validated(livenessPath: livenessPath, readinessPath: readinessPath,
                                                drainDelay: .milliseconds(Int((drainDelay * 1_000).rounded())))
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// `--trusted-proxies` and `--forwarded-header`, else their variables; a bad entry stops the start with its reason.
    func trusted(environment: [String: String]) throws -> TrustedProxies {
        let list = trustedProxies ?? environment["SDUI_TRUSTED_PROXIES"] ?? ""
        var header = forwardedHeader ?? .xForwardedFor
        if forwardedHeader == nil, let named = environment["SDUI_FORWARDED_HEADER"] {
            guard let known = TrustedProxies.Header(rawValue: named.lowercased()) else {
                throw ValidationError("SDUI_FORWARDED_HEADER is '\(named)'; use x-forwarded-for or forwarded.")
            }
            header = known
        }
        do {
            return try TrustedProxies(parsing: list, header: header)
        } catch {
            throw ValidationError("\(error)")
        }
    }
}

extension TrustedProxies.Header: ExpressibleByArgument {}
