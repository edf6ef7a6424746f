import Logging
import ServiceLifecycle

/// Keeps an instance on the newest release of its channel: reads which
/// release the channel names every `ServerConfiguration.releaseInterval`
/// (one indexed row), and when it is not the one served, loads it and
/// swaps it in without a restart. Runs beside the HTTP server and stops with it.
///
/// It reads the channel row itself rather than the data-version memo: a
/// second task polling the SQLite memo beside the live streams' watcher
/// crashed the test process inside `Mutex` (docs/releases.md).
struct ReleaseFollower: Service {
    let environment: ServerEnvironment
    let interval: Duration
    let logger: Logger

    func run() async {
        // Stopping is the end of its work, not a failure: the server exits 0.
        try? await cancelWhenGracefulShutdown {
            var lastFailure: String?
            while !Task.isCancelled {
                do {
                    try await environment.followRelease(logger: logger)
                    lastFailure = nil
                } catch {
                    // Said once per distinct failure, not every look (the database may be down for a while).
                    let text = "\(error)"
                    if text != lastFailure { logger.warning("cannot look for a new release", metadata: ["reason": .string(text)]) }
                    lastFailure = text
                }
                try await Task.sleep(for: interval)
            }
        }
    }
}
