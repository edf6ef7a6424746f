import Analytics
import JSON
import SDUI
import Synchronization

/// An `HTTPClient` that behaves like the ingest endpoint (idempotent on
/// event ids) in memory, with scripted misbehaviour per request, for unit
/// tests of the uploader's decisions. End-to-end tests use the real server.
final class InMemoryIngestServer: HTTPClient {
    enum Behaviour: Sendable {
        case normal
        /// Answers this status without storing anything.
        case status(Int, body: String)
        /// Stores the batch, then answers 500 (the client cannot know it was stored).
        case storeThenFail
        case connectionRefused
        /// Answers 200 with a count one short.
        case shortCount
        /// Refuses (400) any batch holding an event with this id; stores the others.
        case refuseEvent(id: String)
    }

    private struct State {
        var stored: [String: Int] = [:]
        var storedOrder: [String] = []
        var requests = 0
        var batchSizes: [Int] = []
    }

    private let state = Mutex(State())
    private let script: @Sendable (_ requestNumber: Int) -> Behaviour

    init(script: @escaping @Sendable (_ requestNumber: Int) -> Behaviour = { _ in .normal }) {
        self.script = script
    }

    /// Ids stored, each with how often a batch carried it.
    var deliveries: [String: Int] { state.withLock { $0.stored } }
    var storedIDs: [String] { state.withLock { $0.storedOrder } }
    var requestCount: Int { state.withLock { $0.requests } }
    var batchSizes: [Int] { state.withLock { $0.batchSizes } }

    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        let number = state.withLock { state in
            state.requests += 1
            return state.requests
        }
        let behaviour = script(number)
        if case .connectionRefused = behaviour { throw .cannotConnect(url: request.url, detail: "connection refused") }
        if case .status(let status, let body) = behaviour {
            return HTTPResponse(status: status, body: Array(body.utf8), url: request.url)
        }
        guard request.method == "POST", request.header("Content-Type") == "application/json",
              let body = request.body, let batch = try? JSONModelDecoder().decode(AnalyticsBatch.self, from: body)
        else { return HTTPResponse(status: 400, body: Array(#"{"error":{"code":"invalid_body","message":"bad"}}"#.utf8), url: request.url) }
        if case .refuseEvent(let id) = behaviour, batch.events.contains(where: { $0.id == id }) {
            return HTTPResponse(status: 400, body: Array(#"{"error":{"code":"invalid_body","message":"refused"}}"#.utf8), url: request.url)
        }
        let result = state.withLock { state in
            state.batchSizes.append(batch.events.count)
            var accepted = 0
            for event in batch.events {
                if state.stored[event.id] == nil {
                    accepted += 1
                    state.storedOrder.append(event.id)
                }
                state.stored[event.id, default: 0] += 1
            }
            return AnalyticsIngestResult(accepted: accepted, duplicates: batch.events.count - accepted)
        }
        switch behaviour {
        case .storeThenFail:
            return HTTPResponse(status: 500, body: Array(#"{"error":{"code":"internal","message":"oops"}}"#.utf8), url: request.url)
        case .shortCount:
            let short = result.accepted > 0
                ? AnalyticsIngestResult(accepted: result.accepted - 1, duplicates: result.duplicates)
                : AnalyticsIngestResult(accepted: 0, duplicates: result.duplicates - 1)
            return HTTPResponse(status: 200, body: (try? JSONModelEncoder().encode(short)) ?? [], url: request.url)
        default:
            return HTTPResponse(status: 200, headers: [("Content-Type", "application/json")],
                                body: (try? JSONModelEncoder().encode(result)) ?? [], url: request.url)
        }
    }
}
