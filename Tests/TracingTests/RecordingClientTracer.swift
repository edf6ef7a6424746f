import SDUI
import Synchronization

/// A `ClientTracer` that keeps every span it starts, for tests that look at
/// the client's spans without a collector.
final class RecordingClientTracer: ClientTracer {
    struct Started: Sendable {
        let name: String
        let kind: ClientSpanKind
        let parent: TraceParent?
        let context: TraceParent
        let attributes: [String: String]
    }

    private let started = Mutex<[Started]>([])
    private let ended = Mutex<Set<UInt64>>([])

    var spans: [Started] { started.withLock { $0 } }
    func hasEnded(_ span: Started) -> Bool { ended.withLock { $0.contains(span.context.spanID) } }

    func startSpan(_ name: String, kind: ClientSpanKind, parent: TraceParent?, attributes: [(String, String)]) -> any ClientSpan {
        let context = parent?.child() ?? TraceParent.root()
        started.withLock {
            $0.append(Started(name: name, kind: kind, parent: parent, context: context,
                              attributes: Dictionary(attributes) { _, last in last }))
        }
        return Recorded(context: context, tracer: self)
    }

    func run(_ span: any ClientSpan, isolation: isolated (any Actor)?, _ body: () async -> Void) async {
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
