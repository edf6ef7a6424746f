import Foundation

/// Certificates made by `Scripts/lib/tls.sh` in a temporary folder: a CA,
/// a server certificate it signs for localhost and 127.0.0.1, and the
/// three a client must refuse. The same openssl commands the scripts use,
/// so the tests trust what production-like runs trust.
public struct TestCertificates: Sendable {
    /// The certificates of the folder, by the file names `tls.sh` gives them.
    public enum Name: String, Sendable, CaseIterable {
        /// Signed by the CA, for localhost, 127.0.0.1 and ::1.
        case server
        /// Signed by the CA, for wrong-host.invalid only.
        case wrongHost = "wrong-host"
        /// Signed by the CA for localhost, valid only in January 2020.
        case expired
        /// For localhost, signed by another CA.
        case unknown
    }

    public static let openssl = "/usr/bin/openssl"
    /// Whether the tests that need these can run (under CI they run regardless, and fail without openssl).
    public static var runnable: Bool {
        FileManager.default.isExecutableFile(atPath: openssl) || ProcessInfo.processInfo.environment["CI"] != nil
    }

    public let folder: String
    /// The CA the clients are given (`--cacert`, `SDUI_CA_BUNDLE`, `sslrootcert`).
    public var ca: String { folder + "/ca.pem" }
    public func certificate(_ name: Name) -> String { folder + "/\(name.rawValue).pem" }
    public func key(_ name: Name) -> String { folder + "/\(name.rawValue).key" }
    /// Certificate and key in one file, as HAProxy's `crt` takes them.
    public func bundle(_ name: Name) -> String { folder + "/\(name.rawValue).bundle.pem" }

    /// Runs `Scripts/lib/tls.sh` into a new temporary folder.
    public static func make() async throws -> TestCertificates {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-tls-\(UUID().uuidString)").path
        let run = try await BuiltProgram(path: "/bin/bash").run([Repository.root + "/Scripts/lib/tls.sh", folder], seconds: 60)
        guard run.status == 0 else { throw ServerFailure("Scripts/lib/tls.sh failed (status \(run.status)): \(run.errors)") }
        return TestCertificates(folder: folder)
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
