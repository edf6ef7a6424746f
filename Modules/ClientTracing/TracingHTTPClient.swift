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
        let response: HTTPResponse
        do {
            response = try await base.send(traced)
        } catch {
            span.setAttribute("error.type", "\(error)")
            span.end()
            throw error
        }
        span.setAttribute("http.response.status_code", String(response.status))
        span.end()
        // After the span: the look-up is not part of the exchange the span times.
        if let origins, response.status == 200, request.method == "GET", request.header(APIHeader.debug) == nil,
           request.url.contains("/screens/") {
            await lookUpOrigins(of: request, into: origins)
        }
        return response
    }

    /// The same screen again with `SDUI-Debug: origins`, outside any trace (no
    /// `traceparent`) and unconditional; a server that gives no origins leaves the book as it was.
    private func lookUpOrigins(of request: OutgoingRequest, into origins: OriginBook) async {
        var debug = request
        debug.headers.removeAll { ["if-none-match", TraceParent.headerName.lowercased()].contains($0.name.lowercased()) }
        debug.setHeader(APIHeader.debug, DebugOrigins.value)
        guard let answer = try? await base.send(debug), answer.status == 200 else { return }
        origins.record(debugAnswer: answer.body)
    }

    public func stream(_ request: OutgoingRequest, idleTimeout: Duration,
                       receive: @escaping @Sendable ([UInt8]) -> Bool) async throws(TransportError) -> HTTPResponse {
        guard let streaming = base as? any StreamingHTTPClient else {
            throw .invalidURL(request.url, reason: "this transport cannot hold a stream")
        }
        return try await streaming.stream(request, idleTimeout: idleTimeout, receive: receive)
    }
}
