import AnalyticsContract
import HTTPTypes
import HummingbirdTesting
import JSON
import SDUI
import SDUIServer
import SDUIServerSQLite
import SDUITesting
import Testing

/// `impression` events (contract §8.6) over real HTTP into SQLite: one row
/// per install, screen view and component, whatever the events' ids; a
/// repeat is a duplicate, not an error. (PostgreSQL: ImpressionStoragePostgresTests.)
@Suite("Impressions stored once per install, screen view and component")
struct ImpressionStorageTests {
    static let installHeader = HTTPField.Name(APIHeader.installID)!
    static let installA = InstallID.random().value
    static let installB = InstallID.random().value

    /// An impression of `element` in `view` of session `s-1`, under a fresh event id.
    static func impression(_ id: String, view: Int = 3, element: String = "promo") -> AnalyticsEvent {
        AnalyticsEvent(id: id, name: AnalyticsEvent.impressionName, timestamp: 1, properties: [
            "session": "s-1", "screenView": .number(JSONNumber(view)), "elementID": .string(element), "screen": "parcels-home",
        ])
    }

    static func send(_ client: any TestClientProtocol, _ events: [AnalyticsEvent], install: String) async throws -> AnalyticsIngestResult {
        let answer = try await client.post("/v2/analytics/events", json: try JSONModelEncoder().encodeToValue(AnalyticsBatch(events: events)),
                                           headers: [installHeader: install])
        #expect(answer.status == .ok, "\(answer.text)")
        return try JSONModelDecoder().decode(AnalyticsIngestResult.self, from: try answer.json())
    }

    @Test("a repeat in the same batch, in another batch, or from a resend is one row; another view, component or install is another")
    func once() async throws {
        let environment = try TestServer.demo()
        let database = try #require(environment.storage as? any SQLDatabase)
        try await TestServer.run(environment) { client in
            let first = try await Self.send(client, [Self.impression("e1"), Self.impression("e2")], install: Self.installA)
            #expect(first == AnalyticsIngestResult(accepted: 1, duplicates: 1))
            let again = try await Self.send(client, [Self.impression("e3"), Self.impression("e1")], install: Self.installA)
            #expect(again == AnalyticsIngestResult(accepted: 0, duplicates: 2))
            let others = try await Self.send(client, [Self.impression("e4", view: 4), Self.impression("e5", element: "banner")], install: Self.installA)
            #expect(others == AnalyticsIngestResult(accepted: 2, duplicates: 0))
            let elsewhere = try await Self.send(client, [Self.impression("e1")], install: Self.installB)
            #expect(elsewhere == AnalyticsIngestResult(accepted: 1, duplicates: 0))
        }
        let rows = try await database.query("SELECT id, properties FROM analyticsEvent WHERE name = ?", [.text(AnalyticsEvent.impressionName)])
        #expect(rows.count == 4)
        #expect(try rows.allSatisfy { try $0.text(0).hasPrefix("impression:") })
    }

    @Test("an impression without its screen view or component is kept under its own id, as any event")
    func incomplete() async throws {
        let environment = try TestServer.demo()
        try await TestServer.run(environment) { client in
            let bare = AnalyticsEvent(id: "bare", name: AnalyticsEvent.impressionName, timestamp: 1, properties: ["session": "s-1"])
            let result = try await Self.send(client, [bare, bare], install: Self.installA)
            #expect(result == AnalyticsIngestResult(accepted: 1, duplicates: 1))
        }
    }
}
