import SDUI
import SDUIStore

/// Why a batch was not acknowledged, with the URL it went to.
public enum AnalyticsUploadError: Error, Sendable, Equatable, CustomStringConvertible {
    case transport(TransportError)
    /// The server answered with a status that is worth retrying (5xx, 429, 408, …).
    case httpStatus(url: String, status: Int, body: String)
    /// A 2xx whose body is not an `AnalyticsIngestResult`.
    case unreadableResult(url: String, detail: String)
    /// The server counted fewer (or more) events than were sent, so the
    /// batch is not known to be stored and is kept.
    case incompleteAcknowledgement(url: String, sent: Int, acknowledged: Int)
    case encoding(detail: String)
    case store(StoreError)

    public var description: String {
        switch self {
        case .transport(let error): return error.description
        case .httpStatus(let url, let status, let body):
            return body.isEmpty ? "\(url) answered HTTP \(status)" : "\(url) answered HTTP \(status): \(body)"
        case .unreadableResult(let url, let detail): return "\(url) answered with an unreadable ingest result: \(detail)"
        case .incompleteAcknowledgement(let url, let sent, let acknowledged):
            return "\(url) acknowledged \(acknowledged) of \(sent) events; the batch is kept and sent again"
        case .encoding(let detail): return "cannot encode the batch: \(detail)"
        case .store(let error): return error.description
        }
    }
}
