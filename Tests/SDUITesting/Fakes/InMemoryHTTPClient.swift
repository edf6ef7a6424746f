import SDUI
import Synchronization

/// An in-memory server for session and terminal tests: answers requests from a
/// table of URL → handler and records every request. A route may be held back
/// by a gate (to observe loading states) or disconnected (to go offline).
public final class InMemoryHTTPClient: HTTPClient {
    public typealias Handler = @Sendable (OutgoingRequest) throws(TransportError) -> HTTPResponse

    private let state = Mutex<(routes: [String: Handler], requests: [OutgoingRequest], gates: [String: Gate])>(([:], [], [:]))
    private let tagsEveryAnswer: Bool

    /// The address tests build their endpoint on; nothing listens there.
    public static let base = "http://127.0.0.1:9"
    public static func screenURL(_ path: String) -> String { "\(base)/v1/screens/\(path)" }
    public static func commandURL(_ name: String) -> String { "\(base)/v1/commands/\(name)" }

    /// - Parameter tagsEveryAnswer: JSON routes without an explicit `etag` still send one (a hash of
    ///   the body) and always answer in full, so the client caches every screen as from a real server.
    public init(tagsEveryAnswer: Bool = false) {
        self.tagsEveryAnswer = tagsEveryAnswer
    }

    public func route(_ url: String, _ handler: @escaping Handler) {
        state.withLock { $0.routes[url] = handler }
    }

    /// Answers `url` with `json`; with an `etag`, a request that already has it gets 304.
    public func route(_ url: String, status: Int = 200, json: String, etag: String? = nil) {
        let bodyTag = tagsEveryAnswer ? "\"\(json.hashValue)\"" : nil
        route(url) { request in
            var headers: [(name: String, value: String)] = [("Content-Type", "application/json")]
            if let etag {
                if request.header("If-None-Match") == etag {
                    return HTTPResponse(status: 304, headers: [("ETag", etag)], url: request.url)
                }
                headers.append(("ETag", etag))
            } else if let bodyTag {
                headers.append(("ETag", bodyTag))
            }
            return HTTPResponse(status: status, headers: headers, body: Array(json.utf8), url: request.url)
        }
    }

    /// Makes `url` fail as if the network were down.
    public func disconnect(_ url: String) {
        route(url) { request throws(TransportError) in
            throw TransportError.cannotConnect(url: request.url, detail: "network is down")
        }
    }

    /// Holds answers for `url` until `open()` is called on the returned gate.
    public func gate(_ url: String) -> Gate {
        let gate = Gate()
        state.withLock { $0.gates[url] = gate }
        return gate
    }

    public var requests: [OutgoingRequest] { state.withLock { $0.requests } }

    public func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        let (handler, gate) = state.withLock { state in
            state.requests.append(request)
            return (state.routes[request.url], state.gates[request.url])
        }
        if let gate { await gate.wait() }
        guard let handler else {
            return HTTPResponse(status: 404, body: Array(#"{"error": {"code": "not_found", "message": "no such route"}}"#.utf8),
                                url: request.url)
        }
        return try handler(request)
    }
}
