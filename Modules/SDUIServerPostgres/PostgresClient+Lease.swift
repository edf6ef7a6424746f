import PostgresNIO
import SDUIServer

extension PostgresClient {
    /// Runs `body` on a pooled connection and reports how long it waited
    /// for one: when every connection is busy, requests queue here, and the
    /// pool itself (postgres-nio 1.33) reports nothing through swift-metrics.
    func leased<Result: Sendable>(recordingWaitIn metrics: ServerMetrics?,
                                  _ body: (PostgresConnection) async throws -> Result) async throws -> Result {
        let asked = ContinuousClock.now
        return try await withConnection { connection in
            metrics?.recordDatabasePoolWait(ContinuousClock.now - asked)
            return try await body(connection)
        }
    }
}
