import SDUI

/// The full client's transport with each exchange a span: `HTTP GET`
/// under the current action (`TraceScope`), its id in the request's
/// `traceparent`, so the server's span is its child. The clip sends
/// through its transport as it is (APIClient gives each request a header).
/// Live streams pass through with the header of the action that opened them.
public struct TracingHTTPClient: StreamingHTTPClient {
    let base: any HTTPClient

    public init(_ base: any HTTPClient) {
        self.base = base
    }

    public var canHoldStreams: Bool { (base as? any StreamingHTTPClient)?.canHoldStreams ?? false }

    public func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
        let scope = TraceScope.current
        guard let tracer = scope.tracer else { return try await base.send(request) }
        let span = tracer.startSpan("HTTP " + request.method, kind: .client, parent: scope.parent,
                                    attributes: [("http.request.method", request.method), ("url.full", request.url)])
        defer { span.end() }
        var request = request
        request.setHeader(TraceParent.headerName, span.context.header)
        do {
            let response = try await base.send(request)
            span.setAttribute("http.response.status_code", String(response.status))
            return response
        } catch {
            span.setAttribute("error.type", "\(error)")
            throw error
        }
    }

    public func stream(_ request: OutgoingRequest, idleTimeout: Duration,
                       receive: @escaping @Sendable ([UInt8]) -> Bool) async throws(TransportError) -> HTTPResponse {
        guard let streaming = base as? any StreamingHTTPClient else {
            throw .invalidURL(request.url, reason: "this transport cannot hold a stream")
        }
        return try await streaming.stream(request, idleTimeout: idleTimeout, receive: receive)
    }
}
