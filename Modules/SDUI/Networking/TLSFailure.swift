/// Why a TLS connection was refused, so a person can tell a certificate
/// their CA file does not vouch for from one for another host or one past its
/// date, and fix the right thing (the CA file, the URL, the server).
public struct TLSFailure: Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, where the transport could tell.
    public enum Reason: Sendable, Equatable {
        /// The certificate is signed by a CA the client does not trust (or by none).
        case unknownAuthority
        /// The certificate is valid, but for another host name or address.
        case hostNameMismatch
        case expired
        case notYetValid
        /// The CA file the client was given could not be read or holds no certificate.
        case unreadableCAFile
        /// Anything else (no TLS spoken, a handshake failure, a cipher mismatch…).
        case other
    }

    public var reason: Reason
    /// The transport's own code (libcurl's `CURLcode`), for looking up.
    public var code: Int
    /// The transport's own words (libcurl's error buffer).
    public var detail: String

    public init(reason: Reason, code: Int, detail: String) {
        self.reason = reason
        self.code = code
        self.detail = detail
    }

    public var description: String {
        let what: String
        switch reason {
        case .unknownAuthority: what = "the server's certificate is not signed by a CA this client trusts"
        case .hostNameMismatch: what = "the server's certificate is for another host name"
        case .expired: what = "the server's certificate has expired"
        case .notYetValid: what = "the server's certificate is not valid yet"
        case .unreadableCAFile: what = "the CA file cannot be used"
        case .other: what = "the TLS connection failed"
        }
        return "\(what) (libcurl error \(code): \(detail))"
    }
}
