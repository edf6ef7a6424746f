import Foundation
import SDUITesting
import Testing

/// The built `sdui-clip` against the reference server behind HAProxy
/// terminating TLS with a CA from `Scripts/lib/tls.sh`: trusted through
/// `--cacert` or `SDUI_CA_BUNDLE`, and a wrong certificate refused, saying which.
@Suite("sdui-clip over TLS", .serialized, .enabled(if: TLSBalancer.runnable, "needs haproxy and openssl (Scripts/setup.sh)"))
struct ClipTLSTests {
    @Test("--cacert and SDUI_CA_BUNDLE: the screen over https; an expired certificate, a wrong host and an unknown CA: exit 1 saying which; an unreadable CA file: exit 2")
    func trustsTheGivenCA() async throws {
        let certificates = try await TestCertificates.make()
        defer { certificates.remove() }
        try await LiveServer.run { base in
            let balancer = try await TLSBalancer.start(backend: base, certificates: certificates)
            defer { balancer.stop() }
            let clip = try BuiltProgram("sdui-clip")
            let link = ClipBinaryTests.scanAndGo
            let server = balancer.url(.server)

            let byOption = try await clip.run([link, "--server", server, "--cacert", certificates.ca, "--width", "60"], environment: [:])
            #expect(byOption.status == 0, "stderr: \(byOption.errors)")
            #expect(byOption.output.contains("Amsterdam Centraal"))
            let byVariable = try await clip.run([link, "--server", server, "--width", "60"], environment: ["SDUI_CA_BUNDLE": certificates.ca])
            #expect(byVariable.status == 0, "stderr: \(byVariable.errors)")
            #expect(byVariable.output.contains("Amsterdam Centraal"))

            let untrusted = try await clip.run([link, "--server", server], environment: [:])
            #expect(untrusted.status == 1)
            #expect(untrusted.errors.contains("not signed by a CA this client trusts"), "stderr: \(untrusted.errors)")

            for (name, words) in [(TestCertificates.Name.expired, "has expired"), (.wrongHost, "for another host name"),
                                  (.unknown, "not signed by a CA this client trusts")] {
                let refused = try await clip.run([link, "--server", balancer.url(name), "--cacert", certificates.ca], environment: [:])
                #expect(refused.status == 1, "\(name)")
                #expect(refused.output.isEmpty)
                #expect(refused.errors.contains(words) && refused.errors.contains(balancer.url(name)), "\(name): \(refused.errors)")
            }

            let missing = certificates.folder + "/none.pem"
            let unreadable = try await clip.run([link, "--server", server, "--cacert", missing], environment: [:])
            #expect(unreadable.status == 2)
            #expect(unreadable.errors.contains("--cacert: cannot read the CA file \(missing)"), "stderr: \(unreadable.errors)")
        }
    }
}
