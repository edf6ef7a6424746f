/// Where the server listens and where its content is. Where its data is
/// belongs to the storage the target builds (see `DemoServer`).
public struct ServerConfiguration: Sendable {
    public var host: String
    /// 0 picks a free port (tests); the chosen one is reported when ready.
    public var port: Int
    /// The folder holding `screens/`.
    public var contentDirectory: String
    /// Answers `SDUI-Debug: origins` (from loopback, or with an author's
    /// token) with every element marked with where it came from; off in
    /// production, where answers must not disclose the server's files.
    public var debugOrigins = false
    /// The proxies (load balancers) whose forwarding header names the client,
    /// for limits per client address; none by default, since any client can
    /// send the header (`TrustedProxies`, docs/server.md).
    public var trustedProxies = TrustedProxies()
    /// The liveness and readiness paths and the drain delay after SIGTERM
    /// (`/health/live`, `/health/ready`, 5 s; docs/server.md, "Health checks").
    public var health = HealthSettings()
    /// Opens a span for every request (`RequestSpanMiddleware`,
    /// continuing the client's `traceparent`) and inside it for the builder
    /// or content file, each SQL statement and each compression
    /// (`ServerSpans`), sent to the process's tracer; off by default, so an
    /// instance without a collector adds no layer to its requests.
    /// `sdui-server` turns it on with `OTEL_EXPORTER_OTLP_ENDPOINT` (docs/tracing.md).
    public var tracing = false

    public init(host: String = "127.0.0.1", port: Int = 8080, contentDirectory: String = "Content") {
        self.host = host
        self.port = port
        self.contentDirectory = contentDirectory
    }
}
