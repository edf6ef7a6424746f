import Analytics
import GRDB
import JSON

/// Stores analytics batches, each event once.
///
/// The event id is the table's primary key and rows are inserted with
/// `INSERT OR IGNORE`, so a client that resends a batch after a timeout
/// is told how many were new and how many were duplicates, and nothing is
/// counted twice.
enum AnalyticsStore {
    static let maximumBatchSize = 1000

    static func ingest(_ batch: AnalyticsBatch, into database: DemoDatabase) async throws -> AnalyticsIngestResult {
        guard batch.events.count <= maximumBatchSize else {
            throw APIError.badRequest("batch_too_large", "A batch holds at most \(maximumBatchSize) events; this one has \(batch.events.count).")
        }
        if let index = batch.events.firstIndex(where: { $0.id.isEmpty || $0.id.utf8.count > 128 }) {
            throw APIError.badRequest("invalid_body", "events[\(index)].id must be 1 to 128 bytes long.")
        }
        let records = try batch.events.map { event in
            AnalyticsEventRecord(id: event.id, name: event.name, timestamp: event.timestamp,
                                 properties: try JSONValue.object(event.properties).jsonString([.sortedKeys]),
                                 receivedAt: DemoDatabase.now())
        }
        let accepted = try await database.write { db -> Int in
            var inserted = 0
            for record in records {
                try record.insert(db, onConflict: .ignore)
                inserted += db.changesCount
            }
            return inserted
        }
        return AnalyticsIngestResult(accepted: accepted, duplicates: records.count - accepted)
    }
}
