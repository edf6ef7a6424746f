import JSON
import SDUI
import SDUISession
import Synchronization

/// An in-memory server: answers requests from a table and records them
/// (the same pattern as the session tests' client).
final class InMemoryHTTPClient: HTTPClient {
    typealias Handler = @Sendable (OutgoingRequest) throws(TransportError) -> HTTPResponse

    private let state = Mutex<(routes: [String: Handler], requests: [OutgoingRequest])>(([:], []))

    static let base = "http://127.0.0.1:9"
    static func screenURL(_ path: String) -> String { "\(base)/v1/screens/\(path)" }
    static func commandURL(_ name: String) -> String { "\(base)/v1/commands/\(name)" }

    func route(_ url: String, _ handler: @escaping Handler) {
        state.withLock { $0.routes[url] = handler }
    }

    func route(_ url: String, status: Int = 200, json: String) {
        route(url) { request in
            HTTPResponse(status: status, headers: [("Content-Type", "application/json"), ("ETag", "\"\(json.hashValue)\"")],
                         body: Array(json.utf8), url: request.url)
        }
    }

    /// Makes `url` fail as if the network were down.
    func disconnect(_ url: String) {
        route(url) { request throws(TransportError) in
            throw TransportError.cannotConnect(url: request.url, detail: "network is down")
        }
    }

    var requests: [OutgoingRequest] { state.withLock { $0.requests } }

    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        let handler = state.withLock { state in
            state.requests.append(request)
            return state.routes[request.url]
        }
        guard let handler else {
            return HTTPResponse(status: 404, body: Array(#"{"error": {"code": "not_found", "message": "no such route"}}"#.utf8),
                                url: request.url)
        }
        return try handler(request)
    }
}
