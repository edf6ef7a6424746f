import AnalyticsContract
import JSON

/// Stores analytics batches, each event once, through the storage's
/// `AnalyticsEventStore`.
///
/// The event id is the key, so a client that resends a batch after a
/// timeout is told how many were new and how many were duplicates, and
/// nothing is counted twice; an impression's key is its install, screen
/// view and component (`ImpressionKey`).
enum AnalyticsIngest {
    static let maximumBatchSize = 1000
    static let maximumIDLength = 128

    /// The framework's own table, created before any app's.
    static let migration = Migration(id: "analytics-1-schema") { db in
        try db.execute("""
            CREATE TABLE IF NOT EXISTS analyticsEvent (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                timestamp \(db.dialect.integer) NOT NULL,
                properties TEXT NOT NULL,
                receivedAt \(db.dialect.integer) NOT NULL
            )
            """)
    }

    /// - Parameter install: the batch's `SDUI-Install-ID`, stored as each event's
    ///   `install` property (over any the client wrote), so an experiment's
    ///   report finds the conversions of the installs it exposed.
    /// - Parameter serverEvents: the names the server's modules record on their own, refused from clients.
    static func ingest(_ batch: AnalyticsBatch, install: String? = nil, serverEvents: [ServerEventKind] = [],
                       into store: any AnalyticsEventStore) async throws -> AnalyticsIngestResult {
        guard batch.events.count <= maximumBatchSize else {
            throw APIError.badRequest("batch_too_large", "A batch holds at most \(maximumBatchSize) events; this one has \(batch.events.count).")
        }
        // Counted in Unicode scalars, as JSON Schema's maxLength counts them (docs/openapi.yaml).
        if let index = batch.events.firstIndex(where: { $0.id.isEmpty || $0.id.unicodeScalars.count > maximumIDLength }) {
            throw APIError.badRequest("invalid_body", "events[\(index)].id must be 1 to \(maximumIDLength) characters long.")
        }
        if let index = batch.events.firstIndex(where: { event in serverEvents.contains { $0.name == event.name } }) {
            throw APIError.badRequest("invalid_body", "events[\(index)].name: \(batch.events[index].name) events are the server's own.")
        }
        let receivedAt = ServerClock.now()
        let events = try batch.events.map { event in
            var properties = event.properties
            if let install { properties["install"] = .string(install) }
            // An impression is stored once per install, screen view and component, whatever its id.
            return StoredAnalyticsEvent(id: ImpressionKey.storedID(of: event, install: install) ?? event.id,
                                        name: event.name, timestamp: event.timestamp,
                                        properties: try JSONValue.object(properties).jsonString([.sortedKeys]),
                                        receivedAt: receivedAt)
        }
        let accepted = try await store.insertNew(events, from: .client)
        return AnalyticsIngestResult(accepted: accepted, duplicates: events.count - accepted)
    }
}
