import ClientTracing
import Logging
import OTel
import SDUI
import ServiceLifecycle
import Tracing

/// One collector for the test process, and the tracers that export to it:
/// the server's, bootstrapped as the process's tracer once (as `sdui-server`
/// does with `OTEL_EXPORTER_OTLP_ENDPOINT`), and the client's, a second
/// swift-otel backend named `sdui` (as `sdui --trace` makes), so a span
/// says which side made it. Servers of other suites add no tracing
/// middleware, so they send nothing here.
actor TraceCollector {
    static let shared = TraceCollector()

    struct Ready: Sendable {
        let receiver: OTLPReceiver
        let clientTracer: DistributedClientTracer
        /// The client's swift-otel tracer itself, for a test's own `DistributedClientTracer`.
        let clientBackend: any Tracer
    }

    /// One start for every suite: the actor is reentrant across the awaits, so callers share the task.
    private var starting: Task<Ready, any Error>?

    func start() async throws -> Ready {
        if let starting { return try await starting.value }
        let task = Task { try await Self.make() }
        starting = task
        return try await task.value
    }

    private static func make() async throws -> Ready {
        let receiver = OTLPReceiver()
        let endpoint = try await receiver.start()
        let server = try OTel.makeTracingBackend(configuration: Self.configuration(service: "sdui-server", endpoint: endpoint))
        let client = try OTel.makeTracingBackend(configuration: Self.configuration(service: "sdui", endpoint: endpoint))
        InstrumentationSystem.bootstrap(server.factory)
        let group = ServiceGroup(services: [server.service, client.service], logger: Logger(label: "trace-collector"))
        Task.detached { try await group.run() }
        return Ready(receiver: receiver, clientTracer: DistributedClientTracer(client.factory), clientBackend: client.factory)
    }

    private static func configuration(service: String, endpoint: String) -> OTel.Configuration {
        var configuration = OTel.Configuration.default
        configuration.serviceName = service
        configuration.logs.enabled = false
        configuration.metrics.enabled = false
        configuration.diagnosticLogLevel = .error
        configuration.traces.otlpExporter.endpoint = endpoint
        configuration.traces.otlpExporter.protocol = .httpProtobuf
        // Exported every 20 ms, so the tests' waits for their spans are short.
        configuration.traces.batchSpanProcessor.scheduleDelay = .milliseconds(20)
        return configuration
    }
}
