import Prometheus
import Synchronization

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
    let databasePoolWait: DurationHistogram
    /// Requests between arrival and answer: what a SIGTERM drain waits for.
    let requestsInFlight: Gauge

    private struct Series: Hashable {
        let method: String
        let route: String
        let status: Int
    }
    /// The registry finds a series by building its name and labels and
    /// searching under its lock, a few percent of a cached screen's cost:
    /// each series is looked up there once and kept here. Bounded: route
    /// patterns, `Self.methods` and statuses are finite.
    private let requestSeries = Mutex<[Series: (count: Counter, duration: DurationHistogram)]>([:])

    /// Method labels: any other method a client sends counts as `OTHER`, so
    /// no client can add series at will.
    static let methods: Set<String> = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

    /// Request durations: 1 ms to 10 s.
    static let buckets: [Duration] = [
        .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50),
        .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(5), .seconds(10),
    ]

    /// Waits for a pooled database connection: 50 µs (one was free) to 2 s
    /// (the query deadline).
    static let poolWaitBuckets: [Duration] = [
        .microseconds(50), .microseconds(250), .milliseconds(1), .milliseconds(5), .milliseconds(25),
        .milliseconds(100), .milliseconds(500), .seconds(1), .seconds(2),
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
        requestsInFlight = registry.makeGauge(descriptor: MetricNameDescriptor(
            namespace: "sdui", metricName: "http_requests", unitName: "in_flight",
            helpText: "Requests received and not yet answered (this one included when read from /metrics)."))
        databasePoolWait = registry.makeDurationHistogram(descriptor: MetricNameDescriptor(
            namespace: "sdui", metricName: "database_pool_wait", unitName: "seconds",
            helpText: "Time a statement waited for a pooled database connection (PostgreSQL)."), buckets: Self.poolWaitBuckets)
        renderCacheHits = registry.makeCounter(descriptor: MetricNameDescriptor(
            namespace: "sdui", metricName: "render_cache_hits", unitName: "total",
            helpText: "Screens answered from rendered bytes (content files, and app screens whose data did not change)."))
        renderCacheMisses = registry.makeCounter(descriptor: MetricNameDescriptor(
            namespace: "sdui", metricName: "render_cache_misses", unitName: "total",
            helpText: "Screens rendered for a new client version, capability set, data version or user."))
    }

    /// Counts one answered request under its route pattern (never the raw
    /// path, which a client chooses: unbounded label values would grow the
    /// page without end).
    func recordRequest(method: String, route: String, status: Int, duration: Duration) {
        let key = Series(method: Self.methods.contains(method) ? method : "OTHER", route: route, status: status)
        let series = requestSeries.withLock { kept in
            if let found = kept[key] { return found }
            let made = (count: registry.makeCounter(descriptor: Self.requests, labels: [
                            ("method", key.method), ("route", key.route), ("status", String(key.status)),
                        ]),
                        duration: registry.makeDurationHistogram(descriptor: Self.duration,
                                                                 labels: [("method", key.method), ("route", key.route)],
                                                                 buckets: Self.buckets))
            kept[key] = made
            return made
        }
        series.count.increment()
        series.duration.record(duration)
    }

    /// Records how long a statement waited for a pooled connection: the
    /// engine module calls it, as the framework knows no engine.
    public func recordDatabasePoolWait(_ duration: Duration) {
        databasePoolWait.record(duration)
    }

    /// The text exposition format, version 0.0.4.
    public func page() -> [UInt8] {
        registry.emitToBuffer()
    }
}
