/// Where a client's spans go: each action's, its requests', decoding's and
/// drawing's. `sdui` installs one (`ClientTracing`): with `--trace` it
/// exports over swift-otel, without it it only makes the ids, so the
/// requests of one action share a trace. The clip installs none: there
/// each request carries a `traceparent` of its own and nothing more, which
/// keeps this seam a few existential calls in the clip's code.
public protocol ClientTracer: Sendable {
    /// Starts a span under `parent`, or a new trace when it is nil (a key,
    /// a deep link, a timer: the person's action).
    func startSpan(_ name: String, kind: ClientSpanKind, parent: TraceParent?, attributes: [(String, String)]) -> any ClientSpan
    /// Runs `body` with `span` as the current scope (`TraceScope`), so the
    /// work it awaits joins the span's trace, then ends the span.
    func run(_ span: any ClientSpan, isolation: isolated (any Actor)?, _ body: () async -> Void) async
}

/// A span a `ClientTracer` started; its context is what children and the
/// request's header name as their parent.
public protocol ClientSpan: Sendable {
    var context: TraceParent { get }
    func setAttribute(_ name: String, _ value: String)
    func end()
}

/// OpenTelemetry's span kinds the client uses: its own work, and a request it sends.
public enum ClientSpanKind: Sendable {
    case `internal`
    case client
}
