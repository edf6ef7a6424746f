import AnalyticsContract
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JSON
import SDUI
import SDUIServer
import SDUITesting
import Testing

@Suite("Analytics ingest")
struct AnalyticsTests {
    @Test("sending the same batch twice counts every event once")
    func idempotent() async throws {
        try await TestServer.run { client in
            let batch = AnalyticsBatch(events: (0..<5).map {
                AnalyticsEvent(id: "event-\($0)", name: "screenView", timestamp: 1_795_000_000_000 + Int64($0),
                               properties: ["screen": "home"])
            })
            let body = try JSONModelEncoder().encodeToValue(batch)
            let first = try await client.post("/v1/analytics/events", json: body)
            #expect(first.status == .ok)
            #expect(try JSONModelDecoder().decode(AnalyticsIngestResult.self, from: first.bytes) == AnalyticsIngestResult(accepted: 5, duplicates: 0))
            let second = try await client.post("/v1/analytics/events", json: body)
            #expect(try JSONModelDecoder().decode(AnalyticsIngestResult.self, from: second.bytes) == AnalyticsIngestResult(accepted: 0, duplicates: 5))
            var mixed = batch
            mixed.events.append(AnalyticsEvent(id: "event-new", name: "actionRun", timestamp: 1_795_000_001_000))
            let third = try await client.post("/v1/analytics/events", json: try JSONModelEncoder().encodeToValue(mixed))
            #expect(try JSONModelDecoder().decode(AnalyticsIngestResult.self, from: third.bytes) == AnalyticsIngestResult(accepted: 1, duplicates: 5))
        }
    }
}
