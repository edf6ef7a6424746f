/// The trace the current task works for: the span its work is part of and
/// the tracer that exports spans, if any. A task-local, so an action's
/// requests, decoding and the rest join its trace across every await
/// without being handed it.
public struct TraceScope: Sendable {
    @TaskLocal public static var current = TraceScope()

    /// The span new work is a child of; nil outside any action.
    public var parent: TraceParent?
    /// Where spans go; nil sends only the header (the clip, `sdui` without `--trace`).
    public var tracer: (any ClientTracer)?

    public init(parent: TraceParent? = nil, tracer: (any ClientTracer)? = nil) {
        self.parent = parent
        self.tracer = tracer
    }

    /// Opens a span under this scope. A root starts a new trace (a key, a
    /// deep link, a timer: the person's action); a `.client` span (a
    /// request) gets an id of its own, which its header names. Without a
    /// tracer any other span is its parent's context, so tracing off makes
    /// no id and no call.
    public func begin(_ name: @autoclosure () -> String, kind: ClientSpanKind = .internal, root: Bool = false,
                      attributes: @autoclosure () -> [(String, String)] = []) -> TraceSpan {
        let parent = root ? nil : parent
        guard let tracer else {
            let context = parent.map { kind == .client ? $0.child() : $0 } ?? (root || kind == .client ? TraceParent.root() : nil)
            return TraceSpan(scope: TraceScope(parent: context), span: nil)
        }
        let span = tracer.startSpan(name(), kind: kind, parent: parent, attributes: attributes())
        return TraceSpan(scope: TraceScope(parent: span.context, tracer: tracer), span: span)
    }
}

/// A span `TraceScope.begin` opened: the scope its work runs in, and the exported span when there is a tracer.
public struct TraceSpan: Sendable {
    public let scope: TraceScope
    let span: (any ClientSpan)?

    /// The context a request sent inside this span names.
    public var context: TraceParent? { scope.parent }

    public func setAttribute(_ name: String, _ value: @autoclosure () -> String) {
        span?.setAttribute(name, value())
    }

    public func end() {
        span?.end()
    }

    /// Runs `body` with this span as the current scope, then ends it; on
    /// the caller's actor, so an actor's method can trace its own work.
    public func run<T, E: Error>(isolation: isolated (any Actor)? = #isolation,
                                 _ body: () async throws(E) -> T) async throws(E) -> T {
        defer { end() }
        let result: Result<T, E> = await TraceScope.$current.withValue(scope, operation: {
            do throws(E) {
                return .success(try await body())
            } catch {
                return .failure(error)
            }
        }, isolation: isolation)
        return try result.get()
    }
}
