/// How the server's connections to PostgreSQL are protected: libpq's
/// `sslmode`, of which the two that say something definite are offered.
/// libpq's in-between modes (`allow`, `prefer`, `require`, `verify-ca`)
/// would connect to a server that is not the one named, or without TLS, and
/// are refused with that reason.
public enum PostgresSSLMode: String, Sendable, Equatable, CaseIterable {
    /// Plain TCP: a database on this machine or on a network the operator trusts.
    case disable
    /// TLS or no connection at all; the certificate must be signed by the CA
    /// in `sslrootcert` (else one the system trusts) and name the host connected to.
    case verifyFull = "verify-full"

    /// libpq's modes that are not offered, with why.
    static let refused: [String: String] = [
        "allow": "it falls back to plain TCP",
        "prefer": "it falls back to plain TCP",
        "require": "it does not check whose certificate it is",
        "verify-ca": "it does not check the certificate's host name",
    ]
}
