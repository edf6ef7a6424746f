/// An `HTTPClient` that can also hold a response open and hand its body
/// over as it arrives: what a live screen's server-sent events need.
/// Clients that cannot (test doubles, wrappers) leave live screens to
/// their timed refresh.
public protocol StreamingHTTPClient: HTTPClient {
    /// False when a stream would hold a thread for its whole life (a client
    /// that transfers on the calling thread): such a client leaves live
    /// screens to their timed refresh.
    var canHoldStreams: Bool { get }

    /// Sends `request` (no redirects followed) and passes each piece of a 2xx
    /// body to `receive` as it arrives, until the server ends the body,
    /// `receive` returns false, the task is cancelled (`.cancelled`), or
    /// nothing arrives for `idleTimeout` (`.timeout`). Returns the response's
    /// status and headers; its body only when the status is not 2xx.
    func stream(_ request: OutgoingRequest, idleTimeout: Duration,
                receive: @escaping @Sendable ([UInt8]) -> Bool) async throws(TransportError) -> HTTPResponse
}
