import Foundation
import SDUIServer
import SDUIServerPostgres
import SDUITesting
import Testing

/// `sdui_database_pool_wait_seconds`: how long statements queued for a
/// pooled PostgreSQL connection, the first sign that an instance's pool is
/// too small for its load.
@Suite("PostgreSQL pool waits in /metrics", .enabled(if: PostgresTestDatabase.available, "PGHOST is not set: run inside Scripts/with-postgres.sh"))
struct PoolWaitMetricsTests {
    @Test("six statements of 100 ms on a pool of one: six waits recorded, five of them queued behind the others")
    func queuedStatementsAreCounted() async throws {
        try await PostgresTestDatabase.withFresh { settings in
            let metrics = ServerMetrics()
            let database = try PostgresDatabase.open(settings, maximumConnections: 1, queryDeadline: .seconds(60),
                                                 metrics: metrics, logger: PostgresTestDatabase.logger)
            // One statement first, so the connection exists and later waits are only queueing.
            _ = try await database.query("SELECT 1", [])
            let before = Self.count(metrics)
            #expect(before == 1)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<6 {
                    group.addTask { _ = try await database.query("SELECT pg_sleep(0.1)", []) }
                }
                try await group.waitForAll()
            }
            let page = String(decoding: metrics.page(), as: UTF8.self)
            #expect(Self.count(metrics) == 7)
            // Only the statement that found the connection free waited under 50 ms.
            let quick = try #require(PrometheusSample.value(#"sdui_database_pool_wait_seconds_bucket{le="0.025"}"#, in: page))
            #expect(quick <= 2, "\(Int(quick)) of 7 waits were under 25 ms, though six statements of 100 ms shared one connection")
            // The last in line waited for about five others.
            let sum = try #require(PrometheusSample.value("sdui_database_pool_wait_seconds_sum", in: page))
            #expect(sum >= 1.0, "the six queued statements waited \(sum) s in all; at least 0.1+0.2+0.3+0.4+0.5 expected")
            await database.close()
        }
    }

    @Test("a pool without metrics records nothing and still answers")
    func withoutMetrics() async throws {
        try await PostgresTestDatabase.withFresh { settings in
            // A generous deadline: on a busy machine the first connection alone can take the default 2 s.
            let database = try PostgresDatabase.open(settings, maximumConnections: 1, queryDeadline: .seconds(60),
                                                 logger: PostgresTestDatabase.logger)
            let rows = try await database.query("SELECT 41 + 1", [])
            #expect(try rows.first?.integer(0) == 42)
            await database.close()
        }
    }

    static func count(_ metrics: ServerMetrics) -> Double? {
        PrometheusSample.value("sdui_database_pool_wait_seconds_count", in: String(decoding: metrics.page(), as: UTF8.self))
    }
}
