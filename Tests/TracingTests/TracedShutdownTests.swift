import SDUI
import SDUITesting
import Testing

/// A traced `sdui-server` stopping while its collector is gone: the spans still
/// queued get `SDUI_TRACE_FLUSH_TIMEOUT` to leave, then the process exits 0 and
/// says what it left behind, instead of waiting out swift-otel's export retries.
@Suite("A traced server's shutdown without its collector")
struct TracedShutdownTests {
    @Test("SIGTERM with the collector gone: the server exits 0 once the flush's bound has passed, and says the spans were not exported")
    func exitsWithoutCollector() async throws {
        let server = try await ServerProcess(
            arguments: ["--database", ":memory:", "--log-level", "warning"],
            environment: [
                "OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:\(ClosedLoopbackPort.pick())",
                // The queue is not sent before the shutdown: the flush at the end has all of it.
                "OTEL_BSP_SCHEDULE_DELAY": "600000",
                "SDUI_TRACE_FLUSH_TIMEOUT": "0.2",
            ])
        for _ in 0..<3 {
            #expect(try await ServerTraceTests.get(server.baseURL + "/v2/screens/music", traceparent: TraceParent.root().header) == 200)
        }
        server.signal()
        #expect(try await server.exitStatus(within: 60) == 0, "\(server.errorOutput.suffix(2_000))")
        #expect(server.errorOutput.contains("spans still queued were not exported"), "\(server.errorOutput.suffix(2_000))")
    }

    @Test("a flush bound that is not 0 to 300 seconds stops the start, naming the variable", arguments: ["soon", "-1", "301", "nan"])
    func refusesABadBound(value: String) async throws {
        let run = try await BuiltProgram("sdui-server").run(
            ["--port", "0", "--database", ":memory:", "--content", Repository.contentDirectory],
            environment: ["OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:\(ClosedLoopbackPort.pick())", "SDUI_TRACE_FLUSH_TIMEOUT": value])
        #expect(run.status != 0)
        #expect(run.errors.contains("SDUI_TRACE_FLUSH_TIMEOUT is '\(value)'; give 0 to 300 seconds."), "\(run.errors)")
    }
}
