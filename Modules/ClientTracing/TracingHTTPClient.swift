import SDUI

/// The full client's transport with each exchange a span: `HTTP GET`
/// under the current action (`TraceScope`), its id in the request's
/// `traceparent`, so the server's span is its child. The clip sends
/// through its transport as it is (APIClient gives each request a header).
/// Live streams pass through with the header of the action that opened them.
public struct TracingHTTPClient: StreamingHTTPClient {
    let base: any HTTPClient
    /// Filled with the origins of each screen that arrives, when given (`sdui --trace`).
    let origins: OriginBook?

    public init(_ base: any HTTPClient, origins: OriginBook? = nil) {
        self.base = base
        self.origins = origins
    }

    public var canHoldStreams: Bool { (base as? any StreamingHTTPClient)?.canHoldStreams ?? false }

    public func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        let scope = TraceScope.current
        guard let tracer = scope.tracer else { return try await base.send(request) }
        let span = tracer.startSpan("HTTP " + request.method, kind: .client, parent: scope.parent,
                                    attributes: [("http.request.method", request.method), ("url.full", request.url)])
        var traced = request
        traced.setHeader(TraceParent.headerName, span.context.header)
        // A screen is asked for with its origins, so the answer shown is the one that names them:
        // one request, not the screen and then the same screen again.
        let asksOrigins = origins?.mayAsk == true && request.method == "GET" && request.header(APIHeader.debug) == nil
            && request.url.contains("/screens/")
        if asksOrigins { traced.setHeader(APIHeader.debug, DebugOrigins.value) }
        var response: HTTPResponse
        do {
            response = try await base.send(traced)
            if asksOrigins, response.status == 400 || response.status == 403 {
                // A server without `--debug-origins`, or one that keeps them from this client: asked
                // no more, and the screen asked for again as it is.
                origins?.stopAsking()
                var plain = request
                plain.setHeader(TraceParent.headerName, span.context.header)
                response = try await base.send(plain)
            }
        } catch {
            span.setAttribute("error.type", "\(error)")
            span.end()
            throw error
        }
        span.setAttribute("http.response.status_code", String(response.status))
        span.end()
        if asksOrigins, response.status == 200 { origins?.record(debugAnswer: response.body) }
        return response
    }

    public func stream(_ request: OutgoingRequest, idleTimeout: Duration,
                       receive: @escaping @Sendable ([UInt8]) -> Bool) async throws(TransportError) -> HTTPResponse {
        guard let streaming = base as? any StreamingHTTPClient else {
            throw .invalidURL(request.url, reason: "this transport cannot hold a stream")
        }
        return try await streaming.stream(request, idleTimeout: idleTimeout, receive: receive)
    }
}
