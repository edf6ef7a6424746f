import SDUI
import Synchronization

/// A `ClientTracer` that keeps every span it starts, for tests that look at
/// the client's spans without a collector (the tracing tests, the terminal app's).
public final class RecordingClientTracer: ClientTracer {
    public struct Started: Sendable {
        public let name: String
        public let kind: ClientSpanKind
        public let parent: TraceParent?
        public let context: TraceParent
        public let attributes: [String: String]
    }

    public init() {}

    private let started = Mutex<[Started]>([])
    private let ended = Mutex<Set<UInt64>>([])

    public var spans: [Started] { started.withLock { $0 } }
    public func hasEnded(_ span: Started) -> Bool { ended.withLock { $0.contains(span.context.spanID) } }

    public func startSpan(_ name: String, kind: ClientSpanKind, parent: TraceParent?, attributes: [(String, String)]) -> any ClientSpan {
        let context = parent?.child() ?? TraceParent.root()
        started.withLock {
            $0.append(Started(name: name, kind: kind, parent: parent, context: context,
                              attributes: Dictionary(attributes) { _, last in last }))
        }
        return Recorded(context: context, tracer: self)
    }

    public func run(_ span: any ClientSpan, isolation: isolated (any Actor)?, _ body: () async -> Void) async {
        await TraceScope.$current.withValue(TraceScope(parent: span.context, tracer: self), operation: body, isolation: isolation)
        span.end()
    }

    fileprivate func end(_ spanID: UInt64) {
        _ = ended.withLock { $0.insert(spanID) }
    }
}

private struct Recorded: ClientSpan {
    let context: TraceParent
    let tracer: RecordingClientTracer

    func setAttribute(_ name: String, _ value: String) {}

    func end() {
        tracer.end(context.spanID)
    }
}
