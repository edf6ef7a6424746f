import SDUI
import Tracing

/// The client's spans (`TraceScope`) handed to a swift-distributed-tracing
/// tracer: `sdui --trace` gives swift-otel's, which exports them over
/// OTLP/HTTP like the server's.
///
/// The span ids are the tracer's: a span starts under its parent's
/// `traceparent` (extracted as a propagator reads a request) and its own
/// context is read back the same way (injected), so the header a request
/// carries names the span the collector receives.
public struct DistributedClientTracer: ClientTracer {
    let tracer: any Tracer
    /// Where an element's action finds the element's origin (`TracingHTTPClient` fills it).
    public let origins: OriginBook?

    public init(_ tracer: any Tracer, origins: OriginBook? = nil) {
        self.tracer = tracer
        self.origins = origins
    }

    public func startSpan(_ name: String, kind: ClientSpanKind, parent: TraceParent?,
                          attributes: [(String, String)]) -> any ClientSpan {
        var context = InstrumentationContext.topLevel
        if let parent { tracer.extract([TraceParent.headerName: parent.header], into: &context, using: HeaderDictionary()) }
        let span = tracer.startSpan(name, context: context, ofKind: kind == .client ? .client : .internal)
        var attributes = attributes
        if let origins, let element = attributes.first(where: { $0.0 == ClientSpanAttribute.elementID })?.1 {
            attributes += origins.attributes(for: element)
        }
        span.updateAttributes { collected in
            for (key, value) in attributes { collected[key] = value }
        }
        var carrier: [String: String] = [:]
        tracer.inject(span.context, into: &carrier, using: HeaderDictionary())
        // A tracer that samples this span out writes no header: the request then names a span of the same trace.
        let own = carrier[TraceParent.headerName].flatMap(TraceParent.init(header:)) ?? parent?.child() ?? TraceParent.root()
        return ExportedSpan(span: span, context: own)
    }

    public func run(_ span: any ClientSpan, isolation: isolated (any Actor)?, _ body: () async -> Void) async {
        await TraceScope.$current.withValue(TraceScope(parent: span.context, tracer: self), operation: body, isolation: isolation)
        span.end()
    }
}

/// A started span of the wrapped tracer, with the context its children name.
private struct ExportedSpan: ClientSpan {
    let span: any Span
    let context: TraceParent

    func setAttribute(_ name: String, _ value: String) {
        span.attributes[name] = value
    }

    func end() {
        span.end()
    }
}

/// Headers as a dictionary, for the tracer's propagator to read and write `traceparent`.
private struct HeaderDictionary: Extractor, Injector {
    func extract(key: String, from carrier: [String: String]) -> String? {
        carrier[key]
    }

    func inject(_ value: String, forKey key: String, into carrier: inout [String: String]) {
        carrier[key] = value
    }
}
