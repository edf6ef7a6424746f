import ClientTracing
import CurlTransport
import FlowScript
import Foundation
import ScanBarcode
import ScanBarcodeTerminal
import SDUI
import SDUISession
import SDUITesting
import TerminalUI
import Testing

/// The Scan & Go flow (`Tests/SDUIFlowTests/Flows/scan-and-go.sdui`) played
/// by the flow runner over libcurl against the traced server, with the
/// client's spans exported as `sdui --trace` exports them: every span
/// arrives at the test's OTLP receiver, and they form one tree per step.
@Suite("Traces of the Scan & Go flow, from each step to the SQL")
struct ScanAndGoTraceTests {
    @Test("each step is a trace; every server request is the child of the client's HTTP span; SQL runs inside the server's spans")
    func scanAndGo() async throws {
        let collector = try await TraceCollector.shared.start()
        let receiver = collector.receiver
        let path = Repository.root + "/Tests/SDUIFlowTests/Flows/scan-and-go.sdui"
        let lines = try ScriptParser.parse(try String(contentsOfFile: path, encoding: .utf8), source: "scan-and-go.sdui")
        let (report, output) = try await TracedServer.run(tracing: true) { base in
            let endpoint = try ServerEndpoint(baseURL: base, apiVersion: 2)
            var registry = FeatureRegistry()
            var terminal = TerminalRegistry.core
            try registry.install(ScanBarcodeFeature())
            try terminal.install(ScanBarcodeTerminalLook())
            let api = APIClient(http: TracingHTTPClient(CurlHTTPClient()), endpoint: endpoint, factory: ScreenFactory(delegate: registry),
                                decorators: registry.requestDecorators + [InstallIDDecorator(InstallID.random())],
                                userAgent: "sdui-trace-tests/1.0")
            let presenter = ScriptPresenter()
            let session = Session(api: api, registry: registry, presenter: presenter)
            let runner = ScriptRunner(session: session, presenter: presenter, renderer: ScreenRenderer(registry: terminal))
            var output: [String] = []
            let report = await TraceScope.$current.withValue(TraceScope(tracer: collector.clientTracer)) {
                await runner.run(lines) { output.append($0) }
            }
            await session.end()
            return (report, output.joined(separator: "\n"))
        }
        #expect(report.passed, "\(output)")

        // Every step's span, and the server's span under each of the client's requests, arrive.
        let arrived = await eventually {
            let spans = receiver.spans
            let steps = spans.filter { $0.service == "sdui" && $0.name.hasPrefix("step ") && $0.attributes["sdui.script.line"] != nil }
            let stepTraces = Set(steps.map(\.traceID))
            let requests = spans.filter { stepTraces.contains($0.traceID) && $0.service == "sdui" && $0.kind == .client }
            let answered = Set(spans.filter { $0.service == "sdui-server" && $0.kind == .server }.compactMap(\.parentSpanID))
            return steps.count == report.stepsPassed && !requests.isEmpty && requests.allSatisfy { answered.contains($0.spanID) }
        }
        #expect(receiver.failures.isEmpty, "\(receiver.failures)")
        try #require(arrived, "the flow's spans did not all arrive: \(receiver.spans.count) spans")

        let spans = receiver.spans
        let byID = Dictionary(spans.map { ($0.spanID, $0) }) { first, _ in first }
        let steps = spans.filter { $0.service == "sdui" && $0.name.hasPrefix("step ") && $0.attributes["sdui.script.line"] != nil }
        let flowTraces = Set(steps.map(\.traceID))
        // An `answer` line is read by the step whose question it answers, inside that step's trace.
        #expect(flowTraces.count == report.stepsPassed, "each step starts a trace of its own")
        #expect(steps.allSatisfy { $0.parentSpanID == nil }, "a step is the root of its trace")
        // A `tap` names the element it ran, as a key's action does.
        let taps = steps.filter { $0.name.hasPrefix("step tap ") }
        #expect(!taps.isEmpty && taps.allSatisfy { $0.attributes["sdui.element.id"] != nil },
                "\(taps.map { "\($0.name): \($0.attributes["sdui.element.id"] ?? "no element")" })")
        #expect(taps.contains { $0.name == "step tap Parcels" && $0.attributes["sdui.element.id"] == "parcels-card" },
                "\(taps.map(\.name))")

        let flow = spans.filter { flowTraces.contains($0.traceID) }
        let serverSpans = flow.filter { $0.service == "sdui-server" && $0.kind == .server }
        let requests = flow.filter { $0.service == "sdui" && $0.kind == .client }
        #expect(serverSpans.count == requests.count, "one server span per request the client sent")
        for span in serverSpans {
            let parent = span.parentSpanID.flatMap { byID[$0] }
            #expect(parent?.service == "sdui" && parent?.kind == .client && parent?.name.hasPrefix("HTTP ") == true,
                    "\(span.name) \(span.attributes["url.path"] ?? ""): its parent is the client's HTTP span")
            #expect(parent?.traceID == span.traceID)
        }
        // Every request's ancestry goes back to the step that sent it.
        func root(of span: ReceivedSpan) -> ReceivedSpan {
            var current = span
            var seen = 0
            while let parent = current.parentSpanID.flatMap({ byID[$0] }), seen < 64 { current = parent; seen += 1 }
            return current
        }
        #expect(requests.allSatisfy { root(of: $0).name.hasPrefix("step ") })

        // The SQL statements are inside the server's spans, named by their operation, with their text.
        let statements = flow.filter { $0.attributes["db.system.name"] == "sqlite" }
        #expect(statements.count >= 5, "the flow reads parcels and writes its steps: \(statements.map(\.name))")
        let serverIDs = Set(serverSpans.map(\.spanID))
        for statement in statements {
            var ancestor = statement.parentSpanID.flatMap { byID[$0] }
            while let current = ancestor, !serverIDs.contains(current.spanID) { ancestor = current.parentSpanID.flatMap { byID[$0] } }
            #expect(ancestor != nil, "\(statement.name) \(statement.attributes["db.query.text"] ?? ""): inside a server span")
            #expect(statement.attributes["db.query.text"]?.uppercased().hasPrefix(statement.name) == true)
        }
        #expect(Set(statements.map(\.name)).isSuperset(of: ["SELECT", "INSERT"]), "\(Set(statements.map(\.name)))")
        // The builders and content files that made the screens, and the client's decoding.
        #expect(flow.contains { $0.name.hasPrefix("builder ") && $0.attributes["code.file.path"]?.hasSuffix(".swift") == true })
        #expect(flow.contains { $0.name.hasPrefix("content file screens/") })
        #expect(flow.contains { $0.service == "sdui" && $0.name == "decode screen" })
    }
}

@Suite("An element's action names the element's origin")
struct ElementOriginTraceTests {
    @Test("after a screen arrives, the span of an action on one of its elements has the file and line the source maps give")
    func origin() async throws {
        let collector = try await TraceCollector.shared.start()
        let book = OriginBook()
        let tracer = DistributedClientTracer(collector.clientBackend, origins: book)
        let action = try await TracedServer.run(tracing: true, debugOrigins: true) { base in
            let wire = RecordingHTTPClient(CurlHTTPClient())
            let api = APIClient(http: TracingHTTPClient(wire, origins: book),
                                endpoint: try ServerEndpoint(baseURL: base, apiVersion: 2),
                                factory: ScreenFactory(), userAgent: "sdui-trace-tests/1.0")
            let opening = tracer.startSpan("open", kind: .internal, parent: nil, attributes: [])
            await tracer.run(opening, isolation: nil) { _ = try? await api.screen(at: "home") }
            // One request: the screen shown is the answer that names the origins.
            let asked = wire.exchanges(endingWith: "/v2/screens/home")
            #expect(asked.map(\.status) == [200] && asked.first?.request.header(APIHeader.debug) == DebugOrigins.value, "\(asked)")
            // The home screen's Parcels card (Content/screens/home.json).
            let origin = try #require(book.origin(of: "parcels-card"), "the debug answer gave the home screen's origins")
            #expect(origin.file == "screens/home.json")
            let span = tracer.startSpan("action navigate", kind: .internal, parent: nil, attributes: [("sdui.element.id", "parcels-card")])
            span.end()
            return span.context
        }
        let arrived = await eventually { !collector.receiver.spans(inTrace: action.traceID).isEmpty }
        try #require(arrived)
        let span = try #require(collector.receiver.spans(inTrace: action.traceID).first)
        #expect(span.attributes["sdui.element.id"] == "parcels-card")
        #expect(span.attributes["code.file.path"] == "screens/home.json")
        #expect(span.attributes["code.line.number"].flatMap(Int.init) != nil)
        #expect(span.attributes["sdui.origin"]?.hasPrefix("screens/home.json:") == true)
    }

    @Test("a server that gives no origins leaves the span with the element's id alone, and is asked for them once")
    func noOrigins() async throws {
        let collector = try await TraceCollector.shared.start()
        let book = OriginBook()
        try await TracedServer.run(tracing: true) { base in
            let wire = RecordingHTTPClient(CurlHTTPClient())
            let api = APIClient(http: TracingHTTPClient(wire, origins: book),
                                endpoint: try ServerEndpoint(baseURL: base, apiVersion: 2),
                                factory: ScreenFactory(), userAgent: "sdui-trace-tests/1.0")
            let tracer = DistributedClientTracer(collector.clientBackend, origins: book)
            for _ in 0..<2 {
                let opening = tracer.startSpan("open", kind: .internal, parent: nil, attributes: [])
                await tracer.run(opening, isolation: nil) { _ = try? await api.screen(at: "home") }
            }
            // Refused once (no --debug-origins), asked again as it is, then never asked with origins (a 304 the second time).
            let asked = wire.exchanges(endingWith: "/v2/screens/home")
            #expect(asked.map(\.status) == [403, 200, 304], "\(asked)")
            #expect(asked.map { $0.request.header(APIHeader.debug) != nil } == [true, false, false], "\(asked)")
        }
        #expect(book.origin(of: "parcels-card") == nil)
    }
}
