import Prometheus

/// The server's measurements in Prometheus form, served at `GET /metrics`.
///
/// Each environment owns its registry, so two servers in one process (the
/// tests) never mix their counts. `sdui-server` also makes it swift-metrics'
/// backend (`PrometheusMetricsFactory(registry:)`), so libraries that report
/// through swift-metrics (the PostgreSQL pool) appear on the same page.
public final class ServerMetrics: Sendable {
    public let registry: PrometheusCollectorRegistry
    let renderCacheHits: Counter
    let renderCacheMisses: Counter

    /// Request durations: 1 ms to 10 s.
    static let buckets: [Duration] = [
        .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50),
        .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(5), .seconds(10),
    ]

    // Computed: the descriptor type is not Sendable, so it cannot be a stored static.
    static var requests: MetricNameDescriptor {
        MetricNameDescriptor(namespace: "sdui", metricName: "http_requests", unitName: "total",
                             helpText: "Requests answered, by method, route pattern and status.")
    }
    static var duration: MetricNameDescriptor {
        MetricNameDescriptor(namespace: "sdui", metricName: "http_request_duration", unitName: "seconds",
                             helpText: "Time from request to response head, by method and route pattern.")
    }

    public init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
        self.registry = registry
        renderCacheHits = registry.makeCounter(descriptor: MetricNameDescriptor(
            namespace: "sdui", metricName: "render_cache_hits", unitName: "total",
            helpText: "Content screens answered from rendered bytes."))
        renderCacheMisses = registry.makeCounter(descriptor: MetricNameDescriptor(
            namespace: "sdui", metricName: "render_cache_misses", unitName: "total",
            helpText: "Content screens rendered for a new version and capability set."))
    }

    /// Counts one answered request under its route pattern (never the raw
    /// path, which a client chooses: unbounded label values would grow the
    /// page without end).
    func recordRequest(method: String, route: String, status: Int, duration: Duration) {
        registry.makeCounter(descriptor: Self.requests,
                             labels: [("method", method), ("route", route), ("status", String(status))]).increment()
        registry.makeDurationHistogram(descriptor: Self.duration, labels: [("method", method), ("route", route)],
                                       buckets: Self.buckets).record(duration)
    }

    /// The text exposition format, version 0.0.4.
    public func page() -> [UInt8] {
        registry.emitToBuffer()
    }
}
