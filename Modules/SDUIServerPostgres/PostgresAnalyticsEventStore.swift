import Logging
import PostgresNIO
import SDUIServer

/// `AnalyticsEventStore` on PostgreSQL: a batch is one `INSERT … SELECT
/// unnest(…)` with `ON CONFLICT DO NOTHING`, so the same batch sent to two
/// instances at once is stored once (the second waits on the first's rows,
/// then skips them) and each instance counts only the rows it added. Each
/// source has its own table (`AnalyticsEventSource.table`).
struct PostgresAnalyticsEventStore: AnalyticsEventStore {
    let client: PostgresClient
    let deadline: Duration
    let metrics: ServerMetrics?
    let logger: Logger

    func insertNew(_ events: [StoredAnalyticsEvent], from source: AnalyticsEventSource) async throws -> Int {
        guard !events.isEmpty else { return 0 }
        let table = source.table
        let ids = events.map(\.id)
        let names = events.map(\.name)
        let timestamps = events.map(\.timestamp)
        let properties = events.map(\.properties)
        let received = events.map(\.receivedAt)
        return try await PostgresDatabase.guarded(deadline: deadline) { [client, metrics, logger] in
            try await client.leased(recordingWaitIn: metrics) { connection in
                let rows = try await connection.query("""
                    INSERT INTO \(unescaped: table) (id, name, timestamp, properties, receivedAt)
                    SELECT * FROM unnest(\(ids)::text[], \(names)::text[], \(timestamps)::bigint[], \(properties)::text[], \(received)::bigint[])
                    ON CONFLICT DO NOTHING RETURNING id
                    """, logger: logger)
                var inserted = 0
                for try await _ in rows { inserted += 1 }
                return inserted
            }
        }
    }
}
