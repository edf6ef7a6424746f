import CurlTransport
import SDUI
import SDUITesting
import Testing

@Suite("The server's spans: a client's traceparent continued, none when tracing is off")
struct ServerTraceTests {
    /// The screen every traced request asks for, as a client of API 2 does.
    static let music = APIRoute.screen("music").path(version: 2)

    static func get(_ url: String, traceparent: String?) async throws -> Int {
        var headers = [(name: "Accept-Encoding", value: "gzip"), (name: "SDUI-Capabilities", value: "c:text@1,c:row@1,a:navigate@1")]
        if let traceparent { headers.append((TraceParent.headerName, traceparent)) }
        return try await CurlHTTPClient().send(OutgoingRequest(url: url, headers: headers)).status
    }

    @Test("a request's span continues the client's trace, with the builder and its SQL inside it")
    func continued() async throws {
        let receiver = try await TraceCollector.shared.start().receiver
        let parent = TraceParent.root()
        let status = try await TracedServer.run(tracing: true) { base in
            try await Self.get(base + Self.music, traceparent: parent.header)
        }
        #expect(status == 200)
        let arrived = await eventually { receiver.spans(inTrace: parent.traceID).contains { $0.name.hasPrefix("builder ") } }
        try #require(arrived)
        let spans = receiver.spans(inTrace: parent.traceID)
        let route = try #require(spans.first { $0.kind == .server })
        #expect(route.parentSpanID == String(parent.header.split(separator: "-")[2]))
        #expect(route.attributes["url.path"] == Self.music)
        #expect(route.attributes["http.response.status_code"] == "200")
        let builder = try #require(spans.first { $0.name.hasPrefix("builder ") })
        #expect(builder.parentSpanID == route.spanID)
        #expect(builder.attributes["code.file.path"] == "MusicApp/MusicApp.swift")
        #expect(builder.attributes["code.line.number"].flatMap(Int.init) != nil)
        #expect(spans.contains { $0.name == "SELECT" && $0.parentSpanID == builder.spanID })
    }

    @Test("a traceparent the server cannot read starts a trace of its own there; the request is answered")
    func unreadable() async throws {
        let receiver = try await TraceCollector.shared.start().receiver
        let before = Set(receiver.spans.map(\.spanID))
        let status = try await TracedServer.run(tracing: true) { base in
            // A path no other test of this suite's process asks a traced server for.
            try await Self.get(base + "/hello", traceparent: "00-zz-not-a-trace-01")
        }
        #expect(status == 200)
        let arrived = await eventually {
            receiver.spans.contains { !before.contains($0.spanID) && $0.kind == .server && $0.attributes["url.path"] == "/hello" }
        }
        try #require(arrived)
        let route = try #require(receiver.spans.first {
            !before.contains($0.spanID) && $0.kind == .server && $0.attributes["url.path"] == "/hello"
        })
        #expect(route.parentSpanID == nil)
    }

    @Test("with tracing off the server sends no span, even for a request that carries a traceparent")
    func off() async throws {
        let receiver = try await TraceCollector.shared.start().receiver
        let untraced = TraceParent.root()
        let traced = TraceParent.root()
        // The untraced request first; once the traced one's spans arrived, anything the first made would have too.
        let untracedStatus = try await TracedServer.run(tracing: false) { base in
            try await Self.get(base + Self.music, traceparent: untraced.header)
        }
        let tracedStatus = try await TracedServer.run(tracing: true) { base in
            try await Self.get(base + Self.music, traceparent: traced.header)
        }
        #expect(untracedStatus == 200)
        #expect(tracedStatus == 200)
        let arrived = await eventually { receiver.spans(inTrace: traced.traceID).contains { $0.name == "SELECT" } }
        try #require(arrived)
        #expect(receiver.spans(inTrace: untraced.traceID).isEmpty)
    }
}
