import SDUI
import SDUIStore

/// Where the queue lives, where events go and how they are batched.
///
/// Defaults suit an interactive client: 50 events per request, a flush at
/// least every 30 s, at most 10,000 queued events (about 2 MB on disk;
/// see docs/storage.md for its measurements), backoff from 0.5 s up to 60 s.
public struct AnalyticsConfiguration: Sendable {
    /// The queue's SQLite file.
    public var queuePath: String
    /// `POST` target, such as `http://127.0.0.1:8080/v1/analytics/events`.
    public var ingestURL: String
    /// Events per request (1 to 1000).
    public var batchSize: Int
    /// The queue's cap; see `AnalyticsQueue` for the drop policy.
    public var capacity: Int
    /// The longest a partial batch waits before it is sent.
    public var flushInterval: Duration
    /// Waits between failed uploads.
    public var backoff: BackoffPolicy
    /// Added to every upload request.
    public var headers: [(name: String, value: String)]

    public init(queuePath: String, ingestURL: String, batchSize: Int = 50, capacity: Int = 10_000,
                flushInterval: Duration = .seconds(30), backoff: BackoffPolicy = BackoffPolicy(),
                headers: [(name: String, value: String)] = []) {
        self.queuePath = queuePath
        self.ingestURL = ingestURL
        self.batchSize = batchSize
        self.capacity = capacity
        self.flushInterval = flushInterval
        self.backoff = backoff
        self.headers = headers
    }

    /// The ingest endpoint of a server: `<base>/v<apiVersion>/analytics/events`.
    public static func ingestURL(serverBase: String, apiVersion: Int = ContractVersion.newest) -> String {
        var base = Substring(serverBase)
        while base.hasSuffix("/") { base = base.dropLast() }
        return "\(base)/v\(apiVersion)/analytics/events"
    }

    /// The queue file in the client's data directory (`StoreLocation`).
    public static func defaultQueuePath(environment: [String: String]? = nil) -> String {
        let directory = environment.map { StoreLocation.dataDirectory(environment: $0) } ?? StoreLocation.dataDirectory()
        return directory + "/" + AnalyticsQueue.defaultFileName
    }
}
