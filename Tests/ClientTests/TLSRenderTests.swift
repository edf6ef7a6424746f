import Foundation
import SDUITesting
import Testing

/// The built `sdui` against the reference server behind HAProxy terminating
/// TLS with a CA from `Scripts/lib/tls.sh`: `--cacert` and `SDUI_CA_BUNDLE`.
@Suite("sdui binary over TLS", .serialized, .enabled(if: TLSBalancer.runnable, "needs haproxy and openssl (Scripts/setup.sh)"))
struct TLSRenderTests {
    @Test("sdui render over https: trusted with --cacert or SDUI_CA_BUNDLE; another host's certificate refused, saying so; an unreadable CA file named")
    func rendersOverTLS() async throws {
        let certificates = try await TestCertificates.make()
        defer { certificates.remove() }
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-tls-client-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        try await LiveServer.run { base in
            let balancer = try await TLSBalancer.start(backend: base, certificates: certificates)
            defer { balancer.stop() }
            let sdui = try BuiltProgram("sdui")
            let home = balancer.url(.server) + "/v1/screens/home"

            let byOption = try await sdui.run(["render", home, "--color", "never", "--cacert", certificates.ca],
                                              environment: ClientEnvironment.make(data))
            #expect(byOption.status == 0, "stderr: \(byOption.errors)")
            #expect(byOption.output.contains("Welcome"))
            let byVariable = try await sdui.run(["render", home, "--color", "never"],
                                                environment: ClientEnvironment.make(data, ["SDUI_CA_BUNDLE": certificates.ca]))
            #expect(byVariable.status == 0, "stderr: \(byVariable.errors)")
            #expect(byVariable.output.contains("Welcome"))

            let wrongHost = balancer.url(.wrongHost) + "/v1/screens/home"
            let refused = try await sdui.run(["render", wrongHost, "--color", "never", "--cacert", certificates.ca],
                                             environment: ClientEnvironment.make(data))
            #expect(refused.status != 0)
            #expect(refused.errors.contains("for another host name") && refused.errors.contains(wrongHost), "stderr: \(refused.errors)")

            let missing = certificates.folder + "/none.pem"
            let unreadable = try await sdui.run(["render", home, "--color", "never"],
                                                environment: ClientEnvironment.make(data, ["SDUI_CA_BUNDLE": missing]))
            #expect(unreadable.status != 0)
            #expect(unreadable.errors.contains("SDUI_CA_BUNDLE: cannot read the CA file \(missing)"), "stderr: \(unreadable.errors)")
        }
    }
}
