/// The trace the current task works for: the span its work is part of and
/// the tracer that records spans. A task-local, so an action's requests,
/// decoding and the rest join its trace across every await without being
/// handed it; empty unless a client installed a tracer (the clip never does).
public struct TraceScope: Sendable {
    @TaskLocal public static var current = TraceScope()

    /// The span new work is a child of; nil outside any action.
    public var parent: TraceParent?
    /// Where spans go; nil in the clip.
    public var tracer: (any ClientTracer)?

    public init(parent: TraceParent? = nil, tracer: (any ClientTracer)? = nil) {
        self.parent = parent
        self.tracer = tracer
    }
}
