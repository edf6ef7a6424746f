/// Stores analytics events, each id once per source: a client's event and
/// one the server recorded itself never share a table, so they can share an id.
public protocol AnalyticsEventStore: Sendable {
    /// Inserts the events whose id is not stored yet in `source`'s table
    /// (`AnalyticsEventSource.table`); returns how many were new.
    func insertNew(_ events: [StoredAnalyticsEvent], from source: AnalyticsEventSource) async throws -> Int
}

/// An ingested event as stored: its properties as sorted-key JSON text.
public struct StoredAnalyticsEvent: Sendable, Equatable {
    public let id: String
    public let name: String
    public let timestamp: Int64
    public let properties: String
    public let receivedAt: Int64

    /// Public so a storage engine's tests (and other engines) can build rows.
    public init(id: String, name: String, timestamp: Int64, properties: String, receivedAt: Int64) {
        self.id = id
        self.name = name
        self.timestamp = timestamp
        self.properties = properties
        self.receivedAt = receivedAt
    }
}
