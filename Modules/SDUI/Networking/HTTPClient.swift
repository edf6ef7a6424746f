/// Sends one HTTP request and returns the response, whatever its status.
///
/// The seam between the session engine and the network: the live client is
/// libcurl (`CurlTransport`); tests use in-memory clients. Non-2xx answers are
/// responses, not errors, because the session must see a 304 or a 401 to act
/// on it; `HTTPResponse.requireSuccess()` turns the rest into typed errors.
public protocol HTTPClient: Sendable {
    func send(_ request: OutgoingRequest) async throws(TransportError) -> HTTPResponse
}

/// A response as received, after any allowed redirects.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    /// Header fields in order; names compare case-insensitively.
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]
    /// The URL that answered (differs from the request's after a redirect).
    public var url: String

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = [], url: String) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
    }

    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.last { $0.name.lowercased() == lowered }?.value
    }

    /// Throws `.httpStatus` for anything but 2xx and 304.
    public func requireSuccess() throws(TransportError) {
        guard (200..<300).contains(status) || status == 304 else {
            throw .httpStatus(url: url, status: status, body: TransportError.excerpt(body))
        }
    }

    public static func == (lhs: HTTPResponse, rhs: HTTPResponse) -> Bool {
        lhs.status == rhs.status && lhs.body == rhs.body && lhs.url == rhs.url
            && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }
}
