import JSON
import SDUI
import SDUISession
import Synchronization

/// An in-memory server: answers requests from a table and records them.
/// A route may be held back by a gate to observe loading states.
final class InMemoryHTTPClient: HTTPClient {
    typealias Handler = @Sendable (OutgoingRequest) throws(TransportError) -> HTTPResponse

    private let state = Mutex<(routes: [String: Handler], requests: [OutgoingRequest], gates: [String: Gate])>(([:], [], [:]))

    func route(_ url: String, _ handler: @escaping Handler) {
        state.withLock { $0.routes[url] = handler }
    }

    func route(_ url: String, status: Int = 200, json: String, etag: String? = nil) {
        route(url) { request in
            var headers: [(name: String, value: String)] = [("Content-Type", "application/json")]
            if let etag {
                if request.header("If-None-Match") == etag {
                    return HTTPResponse(status: 304, headers: [("ETag", etag)], url: request.url)
                }
                headers.append(("ETag", etag))
            }
            return HTTPResponse(status: status, headers: headers, body: Array(json.utf8), url: request.url)
        }
    }

    /// Holds answers for `url` until `open()` is called on the returned gate.
    func gate(_ url: String) -> Gate {
        let gate = Gate()
        state.withLock { $0.gates[url] = gate }
        return gate
    }

    var requests: [OutgoingRequest] { state.withLock { $0.requests } }

    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        let (handler, gate) = state.withLock { state in
            state.requests.append(request)
            return (state.routes[request.url], state.gates[request.url])
        }
        if let gate { await gate.wait() }
        guard let handler else { return HTTPResponse(status: 404, body: Array(#"{"error": {"code": "not_found", "message": "no such route"}}"#.utf8), url: request.url) }
        return try handler(request)
    }
}

/// A one-shot barrier for async code.
actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters.removeAll()
    }
}

/// Records everything the session shows, and answers input requests from a script.
final class RecordingPresenter: SessionPresenter {
    struct Record: Sendable {
        var changes: [SessionChange] = []
        var messages: [String] = []
        var alerts: [String] = []
        var inputRequests: [InputRequest] = []
        var opened: [String] = []
        var shared: [String] = []
    }

    private let record = Mutex(Record())
    private let answers = Mutex<[String?]>([])
    private let onChange: (@Sendable (SessionChange) async -> Void)?

    init(answers: [String?] = [], onChange: (@Sendable (SessionChange) async -> Void)? = nil) {
        self.answers.withLock { $0 = answers }
        self.onChange = onChange
    }

    var changes: [SessionChange] { record.withLock { $0.changes } }
    var messages: [String] { record.withLock { $0.messages } }
    var alerts: [String] { record.withLock { $0.alerts } }
    var inputRequests: [InputRequest] { record.withLock { $0.inputRequests } }
    var opened: [String] { record.withLock { $0.opened } }
    var shared: [String] { record.withLock { $0.shared } }

    func sessionDidChange(_ change: SessionChange) async {
        record.withLock { $0.changes.append(change) }
        await onChange?(change)
    }

    func showAlert(title: String, message: String?) async {
        record.withLock { $0.alerts.append(message.map { "\(title): \($0)" } ?? title) }
    }

    func showMessage(_ message: String) async {
        record.withLock { $0.messages.append(message) }
    }

    func requestInput(_ request: InputRequest) async -> String? {
        record.withLock { $0.inputRequests.append(request) }
        return answers.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    func open(url: WebURL) async -> Bool {
        record.withLock { $0.opened.append(url.description) }
        return true
    }

    func share(title: String, url: String) async {
        record.withLock { $0.shared.append("\(title) \(url)") }
    }
}

/// Collects session events, as analytics would.
final class RecordingObserver: SessionObserver {
    private let events = Mutex<[SessionEvent]>([])
    var all: [SessionEvent] { events.withLock { $0 } }
    func observe(_ event: SessionEvent) async { events.withLock { $0.append(event) } }
}

/// Adds a header to every request, as login does.
struct HeaderDecorator: RequestDecorator {
    func decorate(_ request: inout OutgoingRequest) async {
        request.setHeader("X-Test", "decorated")
    }
}

/// Builds a session on an in-memory server at http://127.0.0.1:9.
struct Harness {
    static let base = "http://127.0.0.1:9"
    let http = InMemoryHTTPClient()
    let presenter: RecordingPresenter
    let observer = RecordingObserver()
    let session: Session
    let cache = MemoryScreenCache()

    init(registry: FeatureRegistry = FeatureRegistry(), answers: [String?] = [],
         onChange: (@Sendable (SessionChange) async -> Void)? = nil) throws {
        var registry = registry
        registry.add(observer: observer)
        registry.add(requestDecorator: HeaderDecorator())
        presenter = RecordingPresenter(answers: answers, onChange: onChange)
        let endpoint = try ServerEndpoint(baseURL: Self.base)
        let api = APIClient(http: http, endpoint: endpoint, factory: ScreenFactory(delegate: registry),
                            decorators: registry.requestDecorators, userAgent: "sdui-tests/1.0", cache: cache)
        session = Session(api: api, registry: registry, presenter: presenter)
    }

    static func screenURL(_ path: String) -> String { "\(base)/v1/screens/\(path)" }

    static func screen(_ id: String, title: String, components: String = "", extra: String = "") -> String {
        #"{"id": "\#(id)", "title": "\#(title)"\#(extra), "sections": [{"id": "main", "components": [\#(components)]}]}"#
    }
}
