import Logging
import ServiceLifecycle

/// Keeps an instance on the newest release of its channel: reads which
/// release the channel names every `ServerConfiguration.releaseInterval`
/// (one indexed row), and when it is not the one served, loads it and
/// swaps it in without a restart. Runs beside the HTTP server and stops with it.
///
/// Its first look is the start-up's: once the listener is open it loads the
/// published release, marks the instance ready and reports it (`onReady`);
/// until then the readiness check answers `loading_release`.
///
/// It reads the channel row itself rather than the data-version memo: a
/// second task polling the SQLite memo beside the live streams' watcher
/// crashed the test process inside `Mutex` (docs/releases.md).
struct ReleaseFollower: Service {
    /// The start-up's part: when the listener is open, a hook for tests, and whom to tell once ready.
    struct Startup: Sendable {
        /// Yields the base URL once the server listens; finishes without one if it never does.
        let listening: AsyncStream<String>
        let whileLoading: @Sendable () async -> Void
        let onReady: @Sendable (_ baseURL: String) async -> Void
    }

    let environment: ServerEnvironment
    let interval: Duration
    let logger: Logger
    let startup: Startup

    func run() async {
        // Stopped before the release was loaded: let the requests held at the gate through, so they are answered (from
        // the content folder) and the graceful shutdown, which waits for them, can finish.
        defer { environment.health.markReady() }
        // Stopping is the end of its work, not a failure: the server exits 0.
        try? await cancelWhenGracefulShutdown {
            var listening = startup.listening.makeAsyncIterator()
            guard let baseURL = await listening.next() else { return }
            await startup.whileLoading()
            // The published release before anyone is told the server is ready.
            do {
                try await environment.followRelease(logger: logger)
            } catch {
                logger.warning("cannot read the published release; serving the content folder", metadata: ["reason": .string("\(error)")])
            }
            environment.health.markReady()
            await startup.onReady(baseURL)
            var lastFailure: String?
            while !Task.isCancelled {
                try await Task.sleep(for: interval)
                do {
                    try await environment.followRelease(logger: logger)
                    lastFailure = nil
                } catch {
                    // Said once per distinct failure, not every look (the database may be down for a while).
                    let text = "\(error)"
                    if text != lastFailure { logger.warning("cannot look for a new release", metadata: ["reason": .string(text)]) }
                    lastFailure = text
                }
            }
        }
    }
}
