import JSON
import SDUI
import SDUISession
import SDUITesting
import Synchronization

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
    static let base = InMemoryHTTPClient.base
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
        presenter = RecordingPresenter(answers: answers, opensURLs: true, onChange: onChange)
        let endpoint = try ServerEndpoint(baseURL: Self.base, apiVersion: 1)
        let api = APIClient(http: http, endpoint: endpoint, factory: ScreenFactory(delegate: registry),
                            decorators: registry.requestDecorators, userAgent: "sdui-tests/1.0", cache: cache)
        session = Session(api: api, registry: registry, presenter: presenter)
    }

    static func screenURL(_ path: String) -> String { InMemoryHTTPClient.screenURL(path) }

    static func screen(_ id: String, title: String, components: String = "", extra: String = "") -> String {
        #"{"id": "\#(id)", "title": "\#(title)"\#(extra), "sections": [{"id": "main", "components": [\#(components)]}]}"#
    }
}
