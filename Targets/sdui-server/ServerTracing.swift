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
/// and flushes what is left when the server has stopped, for at most
/// `SDUI_TRACE_FLUSH_TIMEOUT` seconds (`BoundedFlush`).
enum ServerTracing {
    /// The flush's bound when the variable is unset: enough for a collector that answers.
    static let defaultFlushLimit: Duration = .seconds(2)

    /// Why the tracing settings cannot be used, with the variable and its value.
    struct SettingError: Error, CustomStringConvertible {
        let description: String
    }

    static func start(environment: [String: String], logger: Logger) throws -> (any Service)? {
        guard isRequested(by: environment) else { return nil }
        var configuration = OTel.Configuration.default
        configuration.serviceName = "sdui-server"
        configuration.diagnosticLogger = .custom(logger)
        configuration.logs.enabled = false
        configuration.metrics.enabled = false
        let limit = try flushLimit(environment)
        let backend = try OTel.makeTracingBackend(configuration: configuration)
        InstrumentationSystem.bootstrap(backend.factory)
        return BoundedFlush(inner: backend.service, limit: limit, logger: logger)
    }

    /// `SDUI_TRACE_FLUSH_TIMEOUT`: seconds, 0 to 300 (decimals allowed), else the default.
    static func flushLimit(_ environment: [String: String]) throws(SettingError) -> Duration {
        guard let text = environment["SDUI_TRACE_FLUSH_TIMEOUT"], !text.isEmpty else { return defaultFlushLimit }
        guard let seconds = Double(text), seconds.isFinite, (0...300).contains(seconds) else {
            throw SettingError(description: "SDUI_TRACE_FLUSH_TIMEOUT is '\(text.prefix(40))'; give 0 to 300 seconds.")
        }
        return .milliseconds(Int((seconds * 1_000).rounded()))
    }

    /// Whether the environment names an OTLP endpoint and does not disable the SDK.
    static func isRequested(by environment: [String: String]) -> Bool {
        let disabled = environment["OTEL_SDK_DISABLED"].map { $0.lowercased() == "true" } ?? false
        let named = [environment["OTEL_EXPORTER_OTLP_ENDPOINT"], environment["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"]]
            .contains { !($0 ?? "").isEmpty }
        return named && !disabled
    }
}
