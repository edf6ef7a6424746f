import DemoServer
import Glibc
import Hummingbird
import Logging
import NIOCore
import SDUIServer
import SDUIServerLive
import Synchronization

/// The real reference server in process, on an ephemeral loopback port,
/// that a test can stop and start again on the same port with the same data.
///
/// `HummingbirdTesting`'s `app.test(.live)` ties the server's life to one
/// closure; offline tests need the server gone while the client keeps
/// running, then back at the same address.
public final class RestartableServer: Sendable {
    public let environment: ServerEnvironment
    private let logger: Logger
    private let state = Mutex<(port: Int, running: GracefulServer?)>((0, nil))

    /// Loads the content and opens a fresh in-memory database (seeded with the demo data).
    /// - Parameter label: the logger's label (the server logs only critical problems, and a slow stop names it);
    ///   by default where the test made the server (`File.swift:LINE`).
    /// - Parameter live: the live streams' limits and beats (tests shorten the beat, so a gone client is noticed soon).
    public init(label: String? = nil, live: LiveConfiguration = LiveConfiguration(), fileID: String = #fileID, line: Int = #line) throws {
        var logger = Logger(label: label ?? "\(fileID):\(line)")
        logger.logLevel = .critical
        self.logger = logger
        environment = try DemoServer.environment(configuration: Self.configuration(port: 0), databasePath: ":memory:",
                                                 passwordCost: .testing, modules: DemoModules(live: live), logger: logger)
    }

    private static func configuration(port: Int) -> ServerConfiguration {
        ServerConfiguration(host: "127.0.0.1", port: port, contentDirectory: Repository.contentDirectory)
    }

    /// Starts listening (a free port below the ephemeral range the first time,
    /// `ClosedLoopbackPort.pick()`; the same one afterwards); returns `http://127.0.0.1:PORT`.
    ///
    /// The first start tries another port when the picked one was taken between
    /// the probe and the bind (by another process on the machine); a restart
    /// must keep its port, so it fails instead.
    @discardableResult
    public func start() async throws -> String {
        let kept = state.withLock { $0.port }
        guard kept == 0 else { return try await start(on: kept) }
        var attempts = 0
        while true {
            attempts += 1
            do {
                return try await start(on: ClosedLoopbackPort.pick())
            } catch is PortTaken where attempts < 5 {
                continue
            }
        }
    }

    private func start(on port: Int) async throws -> String {
        let (ready, readyContinuation) = AsyncStream<String>.makeStream()
        let app = try SDUIServerApp.makeApplication(environment: environment, configuration: Self.configuration(port: port),
                                                    logger: logger) { url in readyContinuation.yield(url) }
        // Ends the stream when the server stops or fails to start, so `start` never waits forever.
        let running = GracefulServer(app, logger: logger, whenStopped: { readyContinuation.finish() })
        var iterator = ready.makeAsyncIterator()
        guard let baseURL = await iterator.next() else {
            let outcome = await running.result
            if case .failure(let error as IOError) = outcome, error.errnoCode == EADDRINUSE { throw PortTaken(port: port, error: error) }
            throw ServerFailure("the server did not start on port \(port): \(outcome)")
        }
        guard let chosen = Int(baseURL.split(separator: ":").last ?? "") else {
            await running.stop()
            throw ServerFailure("the server reported an address without a port: \(baseURL)")
        }
        state.withLock { $0 = (chosen, running) }
        return baseURL
    }

    /// The port was bound by someone else when the server tried to listen on it.
    struct PortTaken: Error, CustomStringConvertible {
        let port: Int
        let error: IOError
        var description: String { "the server did not start on port \(port): it is taken (\(error))" }
    }

    /// Stops listening and closes every connection; returns once the server is gone.
    public func stop() async {
        let running = state.withLock { state in
            defer { state.running = nil }
            return state.running
        }
        await running?.stop()
    }
}
