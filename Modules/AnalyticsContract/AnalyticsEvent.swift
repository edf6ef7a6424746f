import JSON

/// One analytics event as the client records it and the server ingests it.
///
/// The `id` is made by the client; the server stores each id once, so a
/// batch may be sent again after a failure without counting anything twice.
///
/// ```json
/// {"id": "5f0c…", "name": "screenView", "timestamp": 1795000000123, "properties": {"screen": "home"}}
/// ```
public struct AnalyticsEvent: Codable, Sendable, Equatable {
    public var id: String
    /// `sessionStart`, `sessionEnd`, `screenView`, `actionRun`, `diagnostics`.
    public var name: String
    /// Milliseconds since 1970, UTC.
    public var timestamp: Int64
    public var properties: JSONObject

    public init(id: String, name: String, timestamp: Int64, properties: JSONObject = JSONObject()) {
        self.id = id
        self.name = name
        self.timestamp = timestamp
        self.properties = properties
    }

    /// The name of the event that says a component was seen (contract
    /// §8.6), with `session`, `screenView` and `elementID`: the server keeps
    /// one per install, screen view and component.
    public static let impressionName = "impression"
}

/// What the ingest endpoint receives and answers.
///
/// ```json
/// {"events": [ … ]}
/// {"accepted": 10, "duplicates": 2}
/// ```
public struct AnalyticsBatch: Codable, Sendable, Equatable {
    public var events: [AnalyticsEvent]

    public init(events: [AnalyticsEvent]) { self.events = events }
}

/// How many events of a batch were new, and how many had been received before.
public struct AnalyticsIngestResult: Codable, Sendable, Equatable {
    public var accepted: Int
    public var duplicates: Int

    public init(accepted: Int, duplicates: Int) {
        self.accepted = accepted
        self.duplicates = duplicates
    }
}
