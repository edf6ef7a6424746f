import Logging
import ServiceLifecycle

/// The first thing a stopping instance does: on graceful shutdown (SIGTERM)
/// it reports not ready and keeps the server answering for
/// `HealthSettings.drainDelay`, so the balancer's readiness check takes the
/// instance out of rotation before its listener closes.
///
/// It runs after the HTTP server in one `ServiceGroup`
/// (`SDUIServerApp.makeServer`), which shuts its services down in reverse
/// order: this one first, the server once this one returns. Without it a
/// request the balancer sends between the SIGTERM and its next check meets a
/// closed port.
struct ServerDrain: Service {
    let health: ServerHealth
    let delay: Duration
    let logger: Logger
    /// Waits out the drain: `delay`, unless a test holds it (`SDUIServerApp.makeServer`'s `untilDrained`).
    let wait: @Sendable () async -> Void

    func run() async {
        // Cancelled (the server failed or the group was cancelled): nothing to drain.
        guard (try? await gracefulShutdown()) != nil else { return }
        health.markDraining()
        logger.notice("draining: not ready, still answering", metadata: ["delay": .string("\(delay)")])
        // Cancellation ends the wait early; the server then stops as it would without a drain.
        await wait()
    }
}
