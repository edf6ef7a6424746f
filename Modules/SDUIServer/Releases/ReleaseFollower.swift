import Logging
import ServiceLifecycle

/// Keeps an instance on the newest release of its channel: looks at the
/// channel table's data version every `ServerConfiguration.releaseInterval`
/// (from memory while the storage can tell nothing changed: PostgreSQL's
/// notifications, SQLite's file), and when it moved, loads the release and
/// swaps it in without a restart. Runs beside the HTTP server and stops with it.
struct ReleaseFollower: Service {
    let environment: ServerEnvironment
    let interval: Duration
    let logger: Logger

    func run() async throws {
        try await cancelWhenGracefulShutdown {
            var seen: Int64?
            var lastFailure: String?
            while !Task.isCancelled {
                do {
                    let version = try await environment.storage.dataVersions(of: [ReleaseStore.dataSet.name])[ReleaseStore.dataSet.name]
                    if version != seen {
                        try await environment.followRelease(logger: logger)
                        seen = version
                    }
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
