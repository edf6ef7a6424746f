import JSON
import SDUI
import SDUITesting
import Synchronization

/// An in-memory server for the app tests: screens and track lists from a table.
final class ScreensHTTPClient: HTTPClient {
    static let base = "http://127.0.0.1:9"
    private let routes = Mutex<[String: [UInt8]]>([:])
    private let heldRoutes = Mutex<Set<String>>([])
    /// Holds back the answers of held routes until `release()`.
    private let gate = Gate()

    func serve(screen path: String, _ json: String) {
        routes.withLock { $0["\(Self.base)/v1/screens/\(path)"] = Array(json.utf8) }
    }

    /// - Parameter held: answer only after `release()` (metadata that is slow to arrive).
    func serve(_ path: String, body: [UInt8], held: Bool = false) {
        routes.withLock { $0[Self.base + path] = body }
        if held { heldRoutes.withLock { _ = $0.insert(Self.base + path) } }
    }

    /// Lets the held routes answer.
    func release() async {
        await gate.open()
    }

    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        if heldRoutes.withLock({ $0.contains(request.url) }) { await gate.wait() }
        guard let body = routes.withLock({ $0[request.url] }) else {
            return HTTPResponse(status: 404, body: Array(#"{"error": {"code": "not_found", "message": "no such route"}}"#.utf8),
                                url: request.url)
        }
        return HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: body, url: request.url)
    }
}
