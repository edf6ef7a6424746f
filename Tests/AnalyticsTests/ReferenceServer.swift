import DemoServer
import GRDB
import Hummingbird
import Logging
import SDUIServer
import SDUITesting
import Synchronization

/// The real reference server (`SDUIServer`) on a loopback port, with its
/// data in a SQLite file that the test reads afterwards to see exactly
/// what was ingested. It can be stopped and started again on the same
/// port ("the server is down for a while"), and can fail every other
/// analytics request with a 500: half of those before storing the batch,
/// half after (so the client resends events the server already has).
final class ReferenceServer: Sendable {
    enum Failures: Sendable {
        case none
        case everyOtherAnalyticsRequest
    }

    let port: Int
    let databasePath: String
    private let server: GracefulServer

    var baseURL: String { "http://127.0.0.1:\(port)" }
    var ingestURL: String { "\(baseURL)/v1/analytics/events" }

    private init(port: Int, databasePath: String, server: GracefulServer) {
        self.port = port
        self.databasePath = databasePath
        self.server = server
    }

    /// Starts the server; `port` 0 picks a free one below the ephemeral range
    /// (`ClosedLoopbackPort`), so that a restart on the same port finds it free.
    static func start(databasePath: String, port requestedPort: Int = 0, failures: Failures = .none,
                      content: String = Repository.contentDirectory) async throws -> ReferenceServer {
        let port = requestedPort == 0 ? ClosedLoopbackPort.pick() : requestedPort
        var logger = Logger(label: "analytics-tests-server")
        logger.logLevel = .critical
        let configuration = ServerConfiguration(host: "127.0.0.1", port: port, contentDirectory: content)
        let environment = try await makeEnvironment(configuration, databasePath: databasePath, logger: logger)
        let responder = FlakyResponder(inner: try APIRoutes.makeRouter(environment: environment).buildResponder(), failures: failures)
        let (ready, readyContinuation) = AsyncStream.makeStream(of: Int.self)
        let application = Application(
            responder: responder,
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "analytics-tests"),
            onServerRunning: { channel in
                readyContinuation.yield(channel.localAddress?.port ?? port)
                readyContinuation.finish()
            },
            logger: logger)
        // Ends the stream when the server stops or fails to start, so `start` never waits forever.
        let server = GracefulServer(application, logger: logger, whenStopped: { readyContinuation.finish() })
        var iterator = ready.makeAsyncIterator()
        guard let boundPort = await iterator.next() else {
            let outcome = await server.stop()
            throw ServerFailure(description: "the reference server did not start on port \(port): \(outcome)")
        }
        return ReferenceServer(port: boundPort, databasePath: databasePath, server: server)
    }

    /// The server's environment; retried while a previous instance's
    /// connections to the same file are still closing (SQLITE_BUSY: the
    /// demo database opens without a busy timeout).
    private static func makeEnvironment(_ configuration: ServerConfiguration, databasePath: String,
                                        logger: Logger) async throws -> ServerEnvironment {
        let deadline = ContinuousClock.now + .seconds(60)
        while true {
            do {
                return try DemoServer.environment(configuration: configuration, databasePath: databasePath, passwordCost: .testing,
                                                  logger: logger)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
        }
    }

    /// Stops listening and waits until the server has shut down.
    func stop() async {
        await server.stop()
    }

    /// Every analytics event id the server stored, read from its database file.
    static func storedEvents(databasePath: String) throws -> [(id: String, name: String)] {
        var configuration = Configuration()
        // The stopped server's connections may still be closing (and checkpointing).
        configuration.busyMode = .timeout(10)
        let queue = try DatabaseQueue(path: databasePath, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT id, name FROM analyticsEvent ORDER BY id").map { ($0["id"], $0["name"]) }
        }
    }
}

/// Wraps the server's router and makes odd-numbered analytics requests fail.
struct FlakyResponder<Inner: HTTPResponder>: HTTPResponder {
    typealias Context = Inner.Context

    final class Counter: Sendable {
        private let value = Mutex(0)
        func next() -> Int { value.withLock { $0 += 1; return $0 } }
    }

    let inner: Inner
    let failures: ReferenceServer.Failures
    let counter = Counter()

    func respond(to request: Request, context: Context) async throws -> Response {
        guard case .everyOtherAnalyticsRequest = failures, request.uri.path.hasSuffix("/analytics/events") else {
            return try await inner.respond(to: request, context: context)
        }
        let number = counter.next()
        guard number % 2 == 1 else { return try await inner.respond(to: request, context: context) }
        if number % 4 == 3 {
            // Store the batch, then pretend it failed: the client must resend, the server must not count twice.
            _ = try await inner.respond(to: request, context: context)
        }
        return Response(status: .internalServerError, headers: [.contentType: "application/json"],
                        body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"error":{"code":"flaky","message":"injected failure"}}"#)))
    }
}
