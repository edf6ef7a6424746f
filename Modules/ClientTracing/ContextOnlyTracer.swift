import SDUI

/// The full client's tracer without `--trace`: it makes the ids and
/// exports nothing, so the requests of one action still share its trace
/// and a collector behind the server shows them together.
public struct ContextOnlyTracer: ClientTracer {
    public init() {}

    public func startSpan(_ name: String, kind: ClientSpanKind, parent: TraceParent?,
                          attributes: [(String, String)]) -> any ClientSpan {
        ContextOnlySpan(context: parent?.child() ?? TraceParent.root())
    }

    public func run(_ span: any ClientSpan, isolation: isolated (any Actor)?, _ body: () async -> Void) async {
        await TraceScope.$current.withValue(TraceScope(parent: span.context, tracer: self), operation: body, isolation: isolation)
    }
}

private struct ContextOnlySpan: ClientSpan {
    let context: TraceParent

    func setAttribute(_ name: String, _ value: String) {}

    func end() {}
}
