import CurlTransport
import SDUI
import SDUITesting
import Testing

/// The libcurl transport over real TLS: Debian's HAProxy terminating it in
/// front of the reference server, with certificates from `Scripts/lib/tls.sh`.
/// The CA file is trusted; a certificate for another host, an expired one
/// and one from another CA are each refused with a reason that says which.
@Suite("TLS through HAProxy", .serialized, .enabled(if: TLSBalancer.runnable, "needs haproxy and openssl (Scripts/setup.sh)"))
struct TLSTransportTests {
    static let executions: [CurlHTTPClient.Execution] = [.eventLoop, .callingThread]

    /// The live server behind one HAProxy per certificate, for `body`.
    static func behindTLS(_ body: @Sendable (TLSBalancer, TestCertificates) async throws -> Void) async throws {
        let certificates = try await TestCertificates.make()
        defer { certificates.remove() }
        try await LiveServer.run { base in
            let balancer = try await TLSBalancer.start(backend: base, certificates: certificates)
            defer { balancer.stop() }
            try await body(balancer, certificates)
        }
    }

    static func failure(_ url: String, caFile: String?, _ execution: CurlHTTPClient.Execution) async -> TransportError? {
        let client = CurlHTTPClient(configuration: .init(connectTimeout: 20, totalTimeout: 60, caFile: caFile), execution: execution)
        do throws(TransportError) {
            _ = try await client.send(OutgoingRequest(url: url))
            return nil
        } catch {
            return error
        }
    }

    @Test("the CA file is trusted: /hello and a screen over https, on the event loop and the calling thread")
    func theRightCAPasses() async throws {
        try await Self.behindTLS { balancer, certificates in
            for execution in Self.executions {
                let client = CurlHTTPClient(configuration: .init(connectTimeout: 20, totalTimeout: 60, caFile: certificates.ca),
                                            execution: execution)
                let hello = try await client.send(OutgoingRequest(url: balancer.url(.server) + "/hello"))
                #expect(hello.status == 200, "\(execution)")
                let music = try await client.send(OutgoingRequest(url: balancer.url(.server) + "/v2/screens/music"))
                #expect(music.status == 200, "\(execution)")
            }
        }
    }

    @Test("another host's certificate, an expired one and another CA's: each refused, saying which, with the URL")
    func eachWrongCertificateIsRefusedSayingWhich() async throws {
        let expected: [(TestCertificates.Name, TLSFailure.Reason, String)] = [
            (.wrongHost, .hostNameMismatch, "for another host name"),
            (.expired, .expired, "has expired"),
            (.unknown, .unknownAuthority, "not signed by a CA this client trusts"),
        ]
        try await Self.behindTLS { balancer, certificates in
            for execution in Self.executions {
                for (name, reason, words) in expected {
                    let url = balancer.url(name) + "/hello"
                    let error = await Self.failure(url, caFile: certificates.ca, execution)
                    guard case .tls(let failedURL, let failure)? = error else {
                        Issue.record("\(name) on \(execution): expected a TLS failure, got \(String(describing: error))")
                        continue
                    }
                    #expect(failedURL == url)
                    #expect(failure.reason == reason, "\(name) on \(execution): \(failure)")
                    #expect(failure.code == 60, "libcurl's CURLE_PEER_FAILED_VERIFICATION: \(failure)")
                    let message = error?.description ?? ""
                    #expect(message.contains(words) && message.contains(url), "\(message)")
                    #expect(message.contains("libcurl error 60"), "\(message)")
                }
            }
        }
    }

    @Test("without the CA file the test CA is unknown; a CA file that is not there says so")
    func withoutTheCAFile() async throws {
        try await Self.behindTLS { balancer, certificates in
            let url = balancer.url(.server) + "/hello"
            guard case .tls(_, let unknown)? = await Self.failure(url, caFile: nil, .eventLoop) else {
                Issue.record("expected a TLS failure without the CA file")
                return
            }
            #expect(unknown.reason == .unknownAuthority, "\(unknown)")
            let missing = certificates.folder + "/no-such-ca.pem"
            guard case .tls(_, let unreadable)? = await Self.failure(url, caFile: missing, .eventLoop) else {
                Issue.record("expected a TLS failure with a missing CA file")
                return
            }
            #expect(unreadable.reason == .unreadableCAFile, "\(unreadable)")
            #expect(unreadable.description.contains(missing), "the message names the file: \(unreadable)")
        }
    }

    @Test("the CA file's path: --cacert, then SDUI_CA_BUNDLE, CURL_CA_BUNDLE, SSL_CERT_FILE, else libcurl's own store; an unreadable one is refused naming where it came from")
    func caBundleOrder() async throws {
        let certificates = try await TestCertificates.make()
        defer { certificates.remove() }
        let a = certificates.ca, b = certificates.certificate(.server), c = certificates.certificate(.expired)
        let all = ["SDUI_CA_BUNDLE": a, "CURL_CA_BUNDLE": b, "SSL_CERT_FILE": c]
        #expect(try CABundle.path(option: c, environment: { all[$0] }) == c)
        #expect(try CABundle.path(option: nil, environment: { all[$0] }) == a)
        #expect(try CABundle.path(option: "", environment: { ["CURL_CA_BUNDLE": b, "SSL_CERT_FILE": c][$0] }) == b)
        #expect(try CABundle.path(option: nil, environment: { ["SDUI_CA_BUNDLE": "", "SSL_CERT_FILE": c][$0] }) == c)
        #expect(try CABundle.path(option: nil, environment: { _ in nil }) == nil)
        let missing = certificates.folder + "/none.pem"
        #expect(throws: CABundle.Unreadable(source: "--cacert", path: missing)) {
            try CABundle.path(option: missing, environment: { all[$0] })
        }
        #expect(throws: CABundle.Unreadable(source: "SDUI_CA_BUNDLE", path: missing)) {
            try CABundle.path(option: nil, environment: { ["SDUI_CA_BUNDLE": missing][$0] })
        }
    }
}
