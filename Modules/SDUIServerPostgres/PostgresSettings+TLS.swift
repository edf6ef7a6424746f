import Logging
import PostgresNIO

extension PostgresSettings {
    /// NIOSSL's client configuration for `verify-full` (nil for `disable`):
    /// certificate and host name verified, TLS 1.2 at least, the CAs of
    /// `sslRootCertificate` (read now, so a bad file is refused by name) or the system's.
    func tlsConfiguration() throws(PostgresTLSRefusal) -> TLSConfiguration? {
        guard sslMode == .verifyFull else { return nil }
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.certificateVerification = .fullVerification
        tls.minimumTLSVersion = .tlsv12
        if let path = sslRootCertificate {
            let certificates: [NIOSSLCertificate]
            do {
                certificates = try NIOSSLCertificate.fromPEMFile(path)
            } catch {
                throw PostgresTLSRefusal(settings: self, reason: .unreadableRootCertificate(detail: "\(error)"))
            }
            guard !certificates.isEmpty else {
                throw PostgresTLSRefusal(settings: self, reason: .unreadableRootCertificate(detail: "no PEM certificate in it"))
            }
            tls.trustRoots = .certificates(certificates)
        }
        return tls
    }

    /// postgres-nio's setting for one connection (the change listener's, the check's).
    func connectionTLS() throws(PostgresTLSRefusal) -> PostgresConnection.Configuration.TLS {
        guard let tls = try tlsConfiguration() else { return .disable }
        do {
            return .require(try NIOSSLContext(configuration: tls))
        } catch {
            throw PostgresTLSRefusal(settings: self, reason: .handshakeFailed(detail: "\(error)"))
        }
    }

    /// Connects once as `sslmode` says and disconnects: a connection weaker
    /// than configured (no TLS offered, an untrusted certificate, another
    /// host's) is refused here, with why, before the pool would retry it for
    /// a minute. Failures that are not about TLS (nothing listening, a wrong
    /// password) are left to the pool, which reports them as ever.
    public func checkTLS(logger: Logger) async throws(PostgresTLSRefusal) {
        guard sslMode != .disable else { return }
        var configuration = PostgresConnection.Configuration(host: host, port: port, username: username, password: password,
                                                             database: database, tls: try connectionTLS())
        configuration.options.connectTimeout = .seconds(5)
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
        } catch let error as PSQLError {
            if let reason = Self.tlsReason(error) { throw PostgresTLSRefusal(settings: self, reason: reason) }
            return
        } catch {
            return
        }
        try? await connection.close()
    }

    /// What a failed connection says about TLS, or nil when it failed for another reason.
    static func tlsReason(_ error: PSQLError) -> PostgresTLSRefusal.Reason? {
        if error.code == .sslUnsupported { return .serverOffersNoTLS }
        guard let underlying = error.underlying else { return nil }
        if let extra = underlying as? NIOSSLExtraError, extra == .failedToValidateHostname {
            return .hostNameMismatch(detail: "\(extra)")
        }
        guard let ssl = underlying as? NIOSSLError else { return nil }
        let detail = "\(ssl)"
        if case .handshakeFailed = ssl {
            let verification = detail.contains("CERTIFICATE_VERIFY_FAILED")
            return verification ? .untrustedCertificate(detail: detail) : .handshakeFailed(detail: detail)
        }
        return .handshakeFailed(detail: detail)
    }
}
