import GRDB

/// An ingested analytics event; the client's id is the primary key, which makes ingest idempotent.
struct AnalyticsEventRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "analyticsEvent"
    var id: String
    var name: String
    var timestamp: Int64
    var properties: String
    var receivedAt: Int64
}
