import Logging
import OTel
import ServiceLifecycle
import Tracing

/// Traces for `sdui-server`: on when the standard `OTEL_EXPORTER_OTLP_ENDPOINT`
/// (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) names a collector, off when
/// neither is set or `OTEL_SDK_DISABLED` is true, so an instance without one
/// builds no tracer and adds no middleware.
///
/// swift-otel's OTLP/HTTP exporter (protobuf unless
/// `OTEL_EXPORTER_OTLP_PROTOCOL` says `http/json`) reads every other
/// `OTEL_*` variable itself (`OTEL_SERVICE_NAME`, headers, timeouts, the
/// batch processor's delay); the process's tracer is bootstrapped once, and
/// the returned service, run beside the server, exports in the background
/// and flushes what is left when the server has stopped.
enum ServerTracing {
    static func start(environment: [String: String], logger: Logger) throws -> (any Service)? {
        guard isRequested(by: environment) else { return nil }
        var configuration = OTel.Configuration.default
        configuration.serviceName = "sdui-server"
        configuration.diagnosticLogger = .custom(logger)
        configuration.logs.enabled = false
        configuration.metrics.enabled = false
        let backend = try OTel.makeTracingBackend(configuration: configuration)
        InstrumentationSystem.bootstrap(backend.factory)
        return backend.service
    }

    /// Whether the environment names an OTLP endpoint and does not disable the SDK.
    static func isRequested(by environment: [String: String]) -> Bool {
        let disabled = environment["OTEL_SDK_DISABLED"].map { $0.lowercased() == "true" } ?? false
        let named = [environment["OTEL_EXPORTER_OTLP_ENDPOINT"], environment["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"]]
            .contains { !($0 ?? "").isEmpty }
        return named && !disabled
    }
}
