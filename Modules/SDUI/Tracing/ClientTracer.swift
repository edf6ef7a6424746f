/// Where a client's spans go when it exports them (`sdui --trace`): the
/// full client gives one over swift-otel; the clip never has one, so there
/// its spans are ids only, enough for the `traceparent` header.
public protocol ClientTracer: Sendable {
    /// Starts a span under `parent` (a new trace when nil).
    func startSpan(_ name: String, kind: ClientSpanKind, parent: TraceParent?, attributes: [(String, String)]) -> any ClientSpan
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
