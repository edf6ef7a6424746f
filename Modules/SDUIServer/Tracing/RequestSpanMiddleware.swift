import HTTPTypes
import Hummingbird
import Tracing

/// Opens the server span of every request when tracing is on
/// (`ServerConfiguration.tracing`): the client's `traceparent` read with the
/// process's propagator, the span named by the method and the route
/// (`GET /v{version}/screens/**`), and the request's work inside it, so the
/// spans `ServerSpans` opens are its children.
///
/// In place of Hummingbird's `TracingMiddleware`, which cost more per
/// request (docs/tracing.md, "Measurements"): it records four attributes
/// instead of up to ten and ends the span when the handler returns instead
/// of wrapping the body in a closure that ends it after the write (every
/// answer here but a live stream is one buffer, written at once; a live
/// stream's span covers its opening).
struct RequestSpanMiddleware: RouterMiddleware {
    typealias Context = SDUIRequestContext

    /// The process's tracer, read once: the system's getter takes a lock and
    /// casts an existential on every call (about 1 µs a request, measured).
    let tracer: any Tracer

    init(tracer: any Tracer = InstrumentationSystem.tracer) {
        self.tracer = tracer
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var parent = InstrumentationContext.topLevel
        tracer.extract(request.headers, into: &parent, using: HeaderFieldsExtractor())
        let route = context.endpointPath ?? "unmatched"
        let span = tracer.startSpan(request.method.rawValue + " " + route, context: parent, ofKind: .server)
        span.updateAttributes { attributes in
            attributes["http.request.method"] = request.method.rawValue
            attributes["http.route"] = route
            attributes["url.path"] = request.uri.path
        }
        defer { span.end() }
        do {
            let response = try await InstrumentationContext.$current.withValue(span.context) { try await next(request, context) }
            span.attributes["http.response.status_code"] = Int(response.status.code)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            span.attributes["http.response.status_code"] = status
            if status >= 500 { span.setStatus(SpanStatus(code: .error)) }
            span.recordError(error)
            throw error
        }
    }
}

/// Reads a propagation header (`traceparent`, `tracestate`) from a request's fields.
struct HeaderFieldsExtractor: Extractor {
    /// The W3C propagator's two names, checked once rather than on every request.
    private static let traceparent = HTTPField.Name("traceparent")
    private static let tracestate = HTTPField.Name("tracestate")

    func extract(key: String, from carrier: HTTPFields) -> String? {
        let name = switch key {
        case "traceparent": Self.traceparent
        case "tracestate": Self.tracestate
        default: HTTPField.Name(key)
        }
        return name.flatMap { carrier[$0] }
    }
}
