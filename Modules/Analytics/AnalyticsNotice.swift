import SDUIStore

/// Something about analytics the client should log; nothing here is fatal.
///
/// Analytics must never disturb the user, so problems are reported through
/// this value (to `onNotice`) instead of being thrown into the session.
public enum AnalyticsNotice: Sendable, Equatable, CustomStringConvertible {
    /// The queue file was unusable and was replaced; its events are in the moved file.
    case storeRecovered(StoreProblem)
    /// An event could not be committed and is lost.
    case recordFailed(StoreError)
    /// The queue was full: the oldest `count` events were dropped (drop policy).
    case eventsDropped(count: Int, capacity: Int)
    /// A batch was sent and acknowledged.
    case batchDelivered(events: Int, accepted: Int, duplicates: Int)
    /// The server refused one event for good (4xx); it was discarded and counted as lost.
    case eventRejected(id: String, status: Int, body: String)
    /// An upload failed; `retryIn` is the backoff wait, nil when this flush gave up (events stay queued).
    case uploadFailed(AnalyticsUploadError, attempt: Int, retryIn: Duration?)

    public var description: String {
        switch self {
        case .storeRecovered(let problem): return "analytics: \(problem)"
        case .recordFailed(let error): return "analytics: an event was not recorded: \(error)"
        case .eventsDropped(let count, let capacity):
            return "analytics: queue full (\(capacity) events); dropped the oldest \(count)"
        case .batchDelivered(let events, let accepted, let duplicates):
            return "analytics: delivered \(events) events (\(accepted) new, \(duplicates) already received)"
        case .eventRejected(let id, let status, let body):
            return "analytics: the server refused event \(id) (HTTP \(status)): \(body); discarded"
        case .uploadFailed(let error, let attempt, let retryIn):
            if let retryIn { return "analytics: upload attempt \(attempt) failed: \(error); retrying in \(retryIn)" }
            return "analytics: upload attempt \(attempt) failed: \(error); giving up until the next flush"
        }
    }
}
