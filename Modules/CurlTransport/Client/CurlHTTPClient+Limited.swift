import SDUI

extension CurlHTTPClient {
    /// This client's transport (its event loop and kept connections) under
    /// other limits: pictures run under far shorter ones than screens, so a
    /// picture that trickles in or never comes is given up on in seconds, not
    /// the screen's half minute.
    public func limited(to configuration: Configuration) -> Limited {
        Limited(client: self, configuration: configuration)
    }

    /// Requests sent through a `CurlHTTPClient` under a `Configuration` of their own (`limited(to:)`).
    public struct Limited: HTTPClient {
        public let client: CurlHTTPClient
        /// The limits every request sent through this value runs under.
        public let configuration: Configuration

        public func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse {
            try await client.send(request, under: configuration)
        }
    }
}
