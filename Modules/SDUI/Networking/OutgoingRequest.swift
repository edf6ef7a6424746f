/// A request about to leave the client, before the transport sends it.
///
/// Lives in the core (not the transport) so features can decorate requests
/// (login adds a bearer token) without depending on libcurl.
public struct OutgoingRequest: Sendable, Equatable {
    public var method: String
    public var url: String
    /// Header fields in order; names compare case-insensitively.
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]?

    public init(method: String = "GET", url: String, headers: [(name: String, value: String)] = [], body: [UInt8]? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }

    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.last { $0.name.lowercased() == lowered }?.value
    }

    /// Replaces every field called `name` with one holding `value`.
    public mutating func setHeader(_ name: String, _ value: String) {
        let lowered = name.lowercased()
        headers.removeAll { $0.name.lowercased() == lowered }
        headers.append((name, value))
    }

    public static func == (lhs: OutgoingRequest, rhs: OutgoingRequest) -> Bool {
        lhs.method == rhs.method && lhs.url == rhs.url && lhs.body == rhs.body
            && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }
}

/// Adjusts every request before it is sent (authentication, tracing …).
public protocol RequestDecorator: Sendable {
    func decorate(_ request: inout OutgoingRequest) async
}
