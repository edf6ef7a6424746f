import JSON
import SDUI
import SDUISession
import Synchronization

/// A session on an in-memory server whose presenter answers questions from
/// a script: the scan flow end to end, as the terminal client runs it.
struct ScriptedSession {
    static let base = "http://127.0.0.1:9"
    let http = ScriptedServer()
    let presenter: ScriptedPresenter
    let session: Session

    init(registry: FeatureRegistry, answers: [String?]) throws {
        presenter = ScriptedPresenter(answers: answers)
        let api = APIClient(http: http, endpoint: try ServerEndpoint(baseURL: Self.base, apiVersion: 1),
                            factory: ScreenFactory(delegate: registry), decorators: registry.requestDecorators,
                            userAgent: "scanbarcode-tests/1.0")
        session = Session(api: api, registry: registry, presenter: presenter)
    }
}

/// Answers from a table of URL → JSON and records every request.
final class ScriptedServer: HTTPClient {
    private let state = Mutex<(routes: [String: String], requests: [OutgoingRequest])>(([:], []))

    func route(_ path: String, json: String) {
        state.withLock { $0.routes[ScriptedSession.base + path] = json }
    }

    var requests: [OutgoingRequest] { state.withLock { $0.requests } }

    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        let body = state.withLock { state in
            state.requests.append(request)
            return state.routes[request.url]
        }
        guard let body else {
            return HTTPResponse(status: 404, body: Array(#"{"error": {"code": "not_found", "message": "no route"}}"#.utf8), url: request.url)
        }
        return HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Array(body.utf8), url: request.url)
    }
}

/// Shows nothing, records messages, answers questions in order (nil: cancel).
final class ScriptedPresenter: SessionPresenter {
    private let answers: Mutex<[String?]>
    private let recorded = Mutex<(messages: [String], questions: [String])>(([], []))

    init(answers: [String?]) { self.answers = Mutex(answers) }

    var messages: [String] { recorded.withLock { $0.messages } }
    var questions: [String] { recorded.withLock { $0.questions } }

    func sessionDidChange(_ change: SessionChange) async {}
    func showAlert(title: String, message: String?) async { await showMessage("\(title): \(message ?? "")") }
    func showMessage(_ message: String) async { recorded.withLock { $0.messages.append(message) } }
    func requestInput(_ request: InputRequest) async -> String? {
        recorded.withLock { $0.questions.append(request.prompt) }
        return answers.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
    func open(url: WebURL) async -> Bool { false }
    func share(title: String, url: String) async {}
}
