import Logging
import ServiceLifecycle

/// The span exporter's service with its goodbye bounded: once the server has
/// stopped, the spans still queued get `limit` to reach the collector, then the
/// process exits without them (and says how long it waited).
///
/// swift-otel flushes the queue at shutdown with its own timeouts (10 s per
/// export, 30 s per flush by default); with the collector gone, a stopped
/// instance stayed alive that long, which holds up a rolling restart.
struct BoundedFlush: Service {
    let inner: any Service
    let limit: Duration
    let logger: Logger

    func run() async throws {
        let inner = inner, limit = limit
        let finishedInTime = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await inner.run()
                return true
            }
            group.addTask {
                // Waits for the shutdown (the server stops first), then gives the flush its time.
                try await gracefulShutdown()
                try await Task.sleep(for: limit)
                return false
            }
            defer { group.cancelAll() }
            return try await group.next() ?? true
        }
        if !finishedInTime {
            logger.warning("tracing: spans still queued were not exported: the collector did not take them within \(limit) of the shutdown")
        }
    }
}
