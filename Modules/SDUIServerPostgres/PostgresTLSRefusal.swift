/// Why the server will not use its PostgreSQL: the connection would be
/// weaker than `sslmode` says (no TLS, a certificate nobody vouched for, one
/// for another host). Thrown at start-up, so the server refuses to start
/// rather than send passwords and data over such a connection.
public struct PostgresTLSRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// The server answered the TLS request with "no" (PostgreSQL's `ssl = off`).
        case serverOffersNoTLS
        /// The certificate chain did not verify against the trusted CAs (another CA's, or outside its dates).
        case untrustedCertificate(detail: String)
        /// The certificate is valid, but not for the host connected to.
        case hostNameMismatch(detail: String)
        /// `sslrootcert` names a file that cannot be read or holds no PEM certificate.
        case unreadableRootCertificate(detail: String)
        /// Any other failure of the TLS handshake.
        case handshakeFailed(detail: String)
    }

    public let settings: PostgresSettings
    public let reason: Reason

    public init(settings: PostgresSettings, reason: Reason) {
        self.settings = settings
        self.reason = reason
    }

    public var description: String {
        let server = "PostgreSQL at \(settings.host):\(settings.port)"
        let trusted = settings.sslRootCertificate.map { "the CA in sslrootcert=\($0)" } ?? "a CA the system trusts"
        switch reason {
        case .serverOffersNoTLS:
            return "refusing to start: sslmode=verify-full is configured, but \(server) offers no TLS "
                + "(set ssl = on there, or use sslmode=disable for a database on this machine)"
        case .untrustedCertificate(let detail):
            return "refusing to start: the certificate of \(server) is not signed by \(trusted), or is outside its validity dates (\(detail))"
        case .hostNameMismatch(let detail):
            return "refusing to start: the certificate of \(server) is not for host name '\(settings.host)' (\(detail))"
        case .unreadableRootCertificate(let detail):
            return "refusing to start: sslrootcert=\(settings.sslRootCertificate ?? "") cannot be used (\(detail))"
        case .handshakeFailed(let detail):
            return "refusing to start: the TLS handshake with \(server) failed (\(detail))"
        }
    }
}
