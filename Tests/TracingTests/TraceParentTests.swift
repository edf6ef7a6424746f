import SDUI
import Testing

@Suite("traceparent: the W3C header every request carries")
struct TraceParentTests {
    @Test("the header is version 00, 32 and 16 lower-case hex digits, sampled")
    func format() {
        let parent = TraceParent(traceHigh: 0x0af7_6519_16cd_43dd, traceLow: 0x8448_eb21_1c80_319c, spanID: 0xb7ad_6b71_6920_3331)
        #expect(parent.header == "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01")
        #expect(parent.traceID == "0af7651916cd43dd8448eb211c80319c")
        let small = TraceParent(traceHigh: 0, traceLow: 1, spanID: 2)
        #expect(small.header == "00-00000000000000000000000000000001-0000000000000002-01")
    }

    @Test("a header read back is the same context")
    func roundTrip() {
        for _ in 0..<100 {
            let parent = TraceParent.root()
            #expect(TraceParent(header: parent.header) == parent)
        }
    }

    @Test("a new trace has ids that are not zero; a child keeps the trace and gets a span of its own")
    func ids() {
        let root = TraceParent.root()
        #expect(root.traceHigh != 0 || root.traceLow != 0)
        #expect(root.spanID != 0)
        let child = root.child()
        #expect(child.traceID == root.traceID)
        #expect(child.spanID != 0)
        #expect(child.spanID != root.spanID)
        #expect(TraceParent.root().traceID != root.traceID)
    }

    @Test("headers a tracer would not write are refused", arguments: [
        "", "00", "01-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
        "00-00000000000000000000000000000000-b7ad6b7169203331-01",
        "00-0af7651916cd43dd8448eb211c80319c-0000000000000000-01",
        "00-0af7651916cd43dd8448eb211c80319-b7ad6b7169203331-01",
        "00-0af7651916cd43dd8448eb211c80319c-b7ad6b716920333-01",
        "00-0af7651916cd43dd8448eb211c80319z-b7ad6b7169203331-01",
        "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331",
        "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01-extra",
    ])
    func refused(_ header: String) {
        #expect(TraceParent(header: header) == nil)
    }
}
