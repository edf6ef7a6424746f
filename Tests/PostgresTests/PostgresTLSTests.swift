import Foundation
import PostgresNIO
import SDUIServerPostgres
import SDUITesting
import Testing

/// The server's PostgreSQL connections over TLS, against clusters of
/// `Scripts/postgres-cluster.sh` speaking TLS with certificates from
/// `Scripts/lib/tls.sh`: `verify-full` with the right CA connects; another
/// CA's trust, a certificate for another host and a server without TLS are
/// each refused, saying which, and `sdui-server` does not start.
@Suite("PostgreSQL over TLS", .serialized,
       .enabled(if: PostgresTestDatabase.available && TestCertificates.runnable, "needs Scripts/with-postgres.sh and openssl"))
struct PostgresTLSTests {
    /// A private cluster speaking TLS with `certificate`, for `body` (its port); removed afterwards.
    static func withTLSCluster(_ certificates: TestCertificates, _ certificate: TestCertificates.Name,
                               _ body: (String) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-postgres-tls-\(UUID().uuidString)").path
        let script = Repository.root + "/Scripts/postgres-cluster.sh"
        let created = try await BuiltProgram(path: "/bin/bash").run(
            [script, "create", folder, certificates.certificate(certificate), certificates.key(certificate)], seconds: 90)
        guard created.status == 0 else { throw ServerFailure("postgres-cluster.sh create failed: \(created.errors)") }
        do {
            try await body(created.output.trimmingCharacters(in: .whitespacesAndNewlines))
        } catch {
            _ = try? await BuiltProgram(path: "/bin/bash").run([script, "remove", folder], seconds: 90)
            throw error
        }
        _ = try await BuiltProgram(path: "/bin/bash").run([script, "remove", folder], seconds: 90)
    }

    static func settings(host: String, port: String, root: String) throws -> PostgresSettings {
        try PostgresSettings(url: "postgres://sdui@\(host):\(port)/sdui?sslmode=verify-full&sslrootcert=\(root)")
    }

    /// The refusal `connect` throws, or nil when it connected (then closed).
    static func refusal(_ settings: PostgresSettings) async throws -> PostgresTLSRefusal? {
        do {
            let database = try await PostgresDatabase.connect(settings, migrations: [], logger: PostgresTestDatabase.logger)
            await database.close()
            return nil
        } catch let refusal as PostgresTLSRefusal {
            return refusal
        }
    }

    @Test("verify-full with the right CA connects over TLS (by name and by address); another CA's refused, saying so")
    func rightCAConnectsUnknownCARefused() async throws {
        let certificates = try await TestCertificates.make()
        defer { certificates.remove() }
        try await Self.withTLSCluster(certificates, .server) { port in
            for host in ["localhost", "127.0.0.1"] {
                let settings = try Self.settings(host: host, port: port, root: certificates.ca)
                let database = try await PostgresDatabase.connect(settings, migrations: [], logger: PostgresTestDatabase.logger)
                var encrypted = false
                for try await ssl in try await database.client.query(
                    "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()", logger: PostgresTestDatabase.logger).decode(Bool.self) {
                    encrypted = ssl
                }
                await database.close()
                #expect(encrypted, "the pool's connection to \(host) is encrypted")
            }

            let unknown = try Self.settings(host: "localhost", port: port, root: certificates.folder + "/unknown-ca.pem")
            let refusal = try await Self.refusal(unknown)
            guard case .untrustedCertificate? = refusal?.reason else {
                Issue.record("expected an untrusted certificate, got \(String(describing: refusal))")
                return
            }
            let message = refusal?.description ?? ""
            #expect(message.contains("refusing to start") && message.contains("is not signed by the CA in sslrootcert=")
                    && message.contains("localhost:\(port)"), "\(message)")
        }
    }

    @Test("a certificate for another host: refused, naming the host")
    func wrongHostRefused() async throws {
        let certificates = try await TestCertificates.make()
        defer { certificates.remove() }
        try await Self.withTLSCluster(certificates, .wrongHost) { port in
            let refusal = try await Self.refusal(try Self.settings(host: "localhost", port: port, root: certificates.ca))
            guard case .hostNameMismatch? = refusal?.reason else {
                Issue.record("expected a host name mismatch, got \(String(describing: refusal))")
                return
            }
            #expect(refusal?.description.contains("is not for host name 'localhost'") == true, "\(String(describing: refusal))")
        }
    }

    @Test("verify-full against a server without TLS: sdui-server refuses to start, saying the server offers no TLS")
    func serverWithoutTLSRefusesToStart() async throws {
        let certificates = try await TestCertificates.make()
        defer { certificates.remove() }
        // The suite runs only when the cluster is there (`.enabled(if:)` above): a missing one fails here, never passes.
        let cluster = try #require(PostgresTestDatabase.cluster)
        let url = "postgres://\(cluster.username)@\(cluster.host):\(cluster.port)/\(cluster.database)?sslmode=verify-full&sslrootcert=\(certificates.ca)"
        let refusal = try await Self.refusal(try PostgresSettings(url: url))
        #expect(refusal?.reason == .serverOffersNoTLS, "\(String(describing: refusal))")

        let run = try await BuiltProgram("sdui-server").run(["--port", "0", "--database", url, "--log-level", "error"],
                                                             environment: [:], seconds: 60)
        #expect(run.status != 0)
        #expect(run.errors.contains("sslmode=verify-full is configured, but PostgreSQL at \(cluster.host):\(cluster.port) offers no TLS"),
                "stderr: \(run.errors)")
        #expect(!run.output.contains("listening"), "stdout: \(run.output)")
    }

    @Test("an sslrootcert that cannot be read: refused by name before any connection")
    func unreadableRootCertificate() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-ca-\(UUID().uuidString).pem").path
        let refusal = try await Self.refusal(try Self.settings(host: "localhost", port: "9", root: missing))
        guard case .unreadableRootCertificate? = refusal?.reason else {
            Issue.record("expected an unreadable root certificate, got \(String(describing: refusal))")
            return
        }
        #expect(refusal?.description.contains("sslrootcert=\(missing) cannot be used") == true, "\(String(describing: refusal))")
    }
}
