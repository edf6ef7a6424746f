import ClientTracing
import SDUI
import SDUISession
import SDUITesting
import Testing

@Suite("The client's traceparent: one trace per action, the HTTP span named in the header")
struct ClientTraceHeaderTests {
    static let home = #"{"id": "home", "title": "Home", "sections": []}"#

    static func client() throws -> (APIClient, InMemoryHTTPClient) {
        let http = InMemoryHTTPClient()
        http.route(InMemoryHTTPClient.screenURL("home"), json: home)
        http.route(InMemoryHTTPClient.screenURL("other"), json: home)
        // As `sdui` sends: each exchange a span of the action that sent it.
        let api = APIClient(http: TracingHTTPClient(http), endpoint: try ServerEndpoint(baseURL: InMemoryHTTPClient.base, apiVersion: 1),
                            factory: ScreenFactory(), userAgent: "sdui-tests/1.0")
        return (api, http)
    }

    /// Runs `body` as an action of `tracer`'s, as the terminal app runs a key's effect.
    static func action(_ tracer: any ClientTracer, attributes: [(String, String)] = [],
                       _ body: @escaping () async throws -> Void) async throws -> TraceParent {
        let span = tracer.startSpan("action navigate", kind: .internal, parent: nil, attributes: attributes)
        var failure: (any Error)?
        await tracer.run(span, isolation: nil) {
            do { try await body() } catch { failure = error }
        }
        if let failure { throw failure }
        return span.context
    }

    @Test("without a tracer (the clip: its own transport) every request carries a valid header, each a trace of its own")
    func withoutTracer() async throws {
        let http = InMemoryHTTPClient()
        http.route(InMemoryHTTPClient.screenURL("home"), json: Self.home)
        http.route(InMemoryHTTPClient.screenURL("other"), json: Self.home)
        let api = APIClient(http: http, endpoint: try ServerEndpoint(baseURL: InMemoryHTTPClient.base, apiVersion: 1),
                            factory: ScreenFactory(), userAgent: "sdui-tests/1.0")
        _ = try await api.screen(at: "home")
        _ = try await api.screen(at: "other")
        let parents = http.requests.compactMap { $0.header(TraceParent.headerName).flatMap(TraceParent.init(header:)) }
        try #require(parents.count == 2, "every request has a readable traceparent: \(http.requests.map { $0.header(TraceParent.headerName) })")
        #expect(parents[0].traceID != parents[1].traceID)
    }

    @Test("with a tracer the header names the exported HTTP span, a child of the action, with decode beside it; each span ends")
    func withTracer() async throws {
        let (api, http) = try Self.client()
        let tracer = RecordingClientTracer()
        let action = try await Self.action(tracer, attributes: [("sdui.element.id", "bach")]) {
            _ = try await api.screen(at: "home")
        }
        let spans = tracer.spans
        #expect(spans.map(\.name) == ["action navigate", "HTTP GET", "decode screen"])
        try #require(spans.count == 3)
        let (root, exchange, decode) = (spans[0], spans[1], spans[2])
        #expect(root.parent == nil)
        #expect(root.context == action)
        #expect(root.attributes["sdui.element.id"] == "bach")
        #expect(exchange.kind == .client)
        #expect(exchange.parent == root.context)
        #expect(exchange.attributes["url.full"] == InMemoryHTTPClient.screenURL("home"))
        #expect(decode.parent == root.context)
        #expect(http.requests.first?.header(TraceParent.headerName) == exchange.context.header)
        #expect(spans.allSatisfy(tracer.hasEnded))
    }

    @Test("the requests of one action share its trace; two actions are two traces")
    func oneTracePerAction() async throws {
        let (api, http) = try Self.client()
        let tracer = RecordingClientTracer()
        let first = try await Self.action(tracer) {
            _ = try await api.screen(at: "home")
            _ = try await api.screen(at: "other")
        }
        let second = try await Self.action(tracer) { _ = try await api.screen(at: "other") }
        let parents = http.requests.compactMap { $0.header(TraceParent.headerName).flatMap(TraceParent.init(header:)) }
        try #require(parents.count == 3)
        #expect(parents[0].traceID == first.traceID && parents[1].traceID == first.traceID)
        #expect(parents[0].spanID != parents[1].spanID, "each request is a span of its own")
        #expect(parents[2].traceID == second.traceID)
        #expect(first.traceID != second.traceID)
    }

    @Test("with ids only (sdui without --trace) the requests of an action carry its trace")
    func contextOnly() async throws {
        let (api, http) = try Self.client()
        let action = try await Self.action(ContextOnlyTracer()) { _ = try await api.screen(at: "home") }
        let sent = try #require(http.requests.first?.header(TraceParent.headerName).flatMap(TraceParent.init(header:)))
        #expect(sent.traceID == action.traceID)
        #expect(sent.spanID != action.spanID)
    }

    @Test("a request that fails still ends its span and carried its header")
    func failedRequest() async throws {
        let http = InMemoryHTTPClient()
        http.route(InMemoryHTTPClient.screenURL("broken")) { _ throws(TransportError) in
            throw .cannotConnect(url: InMemoryHTTPClient.screenURL("broken"), detail: "refused")
        }
        let api = APIClient(http: TracingHTTPClient(http), endpoint: try ServerEndpoint(baseURL: InMemoryHTTPClient.base, apiVersion: 1),
                            factory: ScreenFactory(), userAgent: "sdui-tests/1.0")
        let tracer = RecordingClientTracer()
        await #expect(throws: LoadError.self) {
            _ = try await Self.action(tracer) { _ = try await api.screen(at: "broken") }
        }
        let exchange = try #require(tracer.spans.first { $0.name == "HTTP GET" })
        #expect(tracer.hasEnded(exchange))
        #expect(http.requests.first?.header(TraceParent.headerName) == exchange.context.header)
    }
}
