import ArgumentParser
import ClientTracing
import Foundation
import Logging
import OTel
import SDUI
import ServiceLifecycle

/// `--trace`: the client's spans (each action, its requests, decoding and
/// drawing) exported over OTLP/HTTP through swift-otel, as the server's are,
/// to `OTEL_EXPORTER_OTLP_ENDPOINT` (OpenTelemetry's default,
/// http://localhost:4318, when unset). Without it the client still sends a
/// `traceparent` on every request, one trace per action (`ContextOnlyTracer`),
/// so the server's spans of one action share a trace, and exports nothing.
struct TraceOptions: ParsableArguments {
    @Flag(help: "Export this client's spans over OTLP/HTTP to $OTEL_EXPORTER_OTLP_ENDPOINT (default http://localhost:4318).")
    var trace = false

    /// Runs `body` with the tracer as every task's (`TraceScope`) when `--trace`
    /// is given, then stops the exporter, which sends what is left.
    func around(_ body: () async throws -> Void) async throws {
        guard trace else {
            // Ids only: an action's requests still share its trace on the server's side.
            return try await TraceScope.$current.withValue(TraceScope(tracer: ContextOnlyTracer())) { try await body() }
        }
        var configuration = OTel.Configuration.default
        configuration.serviceName = "sdui"
        configuration.logs.enabled = false
        configuration.metrics.enabled = false
        configuration.diagnosticLogLevel = .warning
        // Its own problems (a collector that is not there) go to standard error, not over the screen's rows.
        configuration.diagnosticLogger = .custom(Logger(label: "sdui.trace") { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .warning
            return handler
        })
        let backend = try OTel.makeTracingBackend(configuration: configuration)
        let exporter = ServiceGroup(services: [backend.service], logger: Logger(label: "sdui.trace"))
        let running = Task { try await exporter.run() }
        let scope = TraceScope(tracer: DistributedClientTracer(backend.factory, origins: OriginBook()))
        do {
            try await TraceScope.$current.withValue(scope) { try await body() }
        } catch {
            await exporter.triggerGracefulShutdown()
            try? await running.value
            throw error
        }
        await exporter.triggerGracefulShutdown()
        try await running.value
    }
}
