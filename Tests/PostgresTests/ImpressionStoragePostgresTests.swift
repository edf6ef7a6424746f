import AnalyticsContract
import DemoServer
import JSON
@testable import SDUIServer
import SDUIServerPostgres
import SDUITesting
import Testing

/// `impression` events (contract §8.6) into PostgreSQL, as ImpressionStorageTests
/// does into SQLite: one row per install, screen view and component; the
/// same impression sent to two instances at once is one row too.
@Suite("Impressions stored once on PostgreSQL")
struct ImpressionStoragePostgresTests {
    static func impression(_ id: String, view: Int = 3, element: String = "promo") -> AnalyticsEvent {
        AnalyticsEvent(id: id, name: AnalyticsEvent.impressionName, timestamp: 1, properties: [
            "session": "s-1", "screenView": .number(JSONNumber(view)), "elementID": .string(element),
        ])
    }

    @Test("repeats in a batch, across batches and across two instances at once are one row")
    func once() async throws {
        let migrations = try PostgresMigrationTests.demoMigrations()
        try await PostgresTestDatabase.withFresh { settings in
            let a = try await PostgresDatabase.connect(settings, migrations: migrations, logger: PostgresTestDatabase.logger)
            let b = try await PostgresDatabase.connect(settings, migrations: migrations, logger: PostgresTestDatabase.logger)
            let first = try await AnalyticsIngest.ingest(AnalyticsBatch(events: [Self.impression("e1"), Self.impression("e2")]),
                                                         install: "install-a", into: a.analyticsEvents)
            #expect(first == AnalyticsIngestResult(accepted: 1, duplicates: 1))
            let batch = AnalyticsBatch(events: [Self.impression("e3", view: 4), Self.impression("e4", element: "banner")])
            async let fromA = AnalyticsIngest.ingest(batch, install: "install-a", into: a.analyticsEvents)
            async let fromB = AnalyticsIngest.ingest(batch, install: "install-a", into: b.analyticsEvents)
            let results = try await [fromA, fromB]
            #expect(results.map(\.accepted).reduce(0, +) == 2, "\(results)")
            #expect(try await PostgresTestDatabase.scalar("SELECT count(*) FROM analyticsEvent WHERE name = 'impression'", in: settings) == 3)
            await a.close()
            await b.close()
        }
    }
}
