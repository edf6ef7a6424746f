import HTTPTypes

extension TrustedProxies {
    /// The one forwarding header these proxies write, and the server reads.
    var fieldName: HTTPField.Name {
        switch header {
        case .xForwardedFor: Self.xForwardedFor
        case .forwarded: Self.forwarded
        }
    }

    private static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
    private static let forwarded = HTTPField.Name("Forwarded")!
}
