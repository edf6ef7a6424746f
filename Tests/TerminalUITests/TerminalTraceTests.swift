import InteractiveTerminal
import SDUI
import SDUITesting
import Testing

/// The terminal app with a tracer, as `sdui open` runs it: opening the
/// program and each key's action start a trace, and the requests, decoding
/// and frames of that action are in it (docs/tracing.md).
@Suite("Traces of the terminal app: each action a trace, its requests, decoding and frames inside")
struct TerminalTraceTests {
    @Test("opening and Enter on a row are two traces; each request carries its action's trace; the action names its element; every span ends")
    func actions() async throws {
        let harness = try AppHarness.homeAndParcels()
        let tracer = RecordingClientTracer()
        await TraceScope.$current.withValue(TraceScope(tracer: tracer)) {
            await harness.run(keys: [.enter])
        }
        #expect(harness.terminal.text.contains("Your Sports Shop"))
        let spans = tracer.spans
        let roots = spans.filter { $0.parent == nil }
        #expect(roots.map(\.name) == ["open", "action navigate"])
        try #require(roots.count == 2)
        let (open, navigate) = (roots[0], roots[1])
        #expect(navigate.attributes["sdui.element.id"] == "parcels")
        #expect(open.context.traceID != navigate.context.traceID)
        // Without a tracing transport the request names the action's span itself.
        let sent = harness.http.requests.compactMap { $0.header(TraceParent.headerName).flatMap(TraceParent.init(header:)) }
        #expect(sent.map(\.traceID) == [open.context.traceID, navigate.context.traceID])
        for root in [open, navigate] {
            let children = spans.filter { $0.parent == root.context }
            #expect(children.contains { $0.name == "decode screen" }, "\(root.name): \(children.map(\.name))")
            #expect(children.contains { $0.name == "draw" }, "\(root.name): \(children.map(\.name))")
        }
        #expect(spans.allSatisfy { tracer.hasEnded($0) }, "\(spans.filter { !tracer.hasEnded($0) }.map(\.name))")
    }

    @Test("without a tracer (the clip) the app starts no trace: each request carries one of its own")
    func withoutTracer() async throws {
        let harness = try AppHarness.homeAndParcels()
        await harness.run(keys: [.enter])
        let sent = harness.http.requests.compactMap { $0.header(TraceParent.headerName).flatMap(TraceParent.init(header:)) }
        #expect(sent.count == 2)
        #expect(Set(sent.map(\.traceID)).count == 2)
    }
}
