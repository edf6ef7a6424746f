import SDUI
import Testing
@testable import CurlTransport

/// The transport's policy over the core's `WebURL` (whose own hostile cases
/// are in `WebURLTests`), without any network: what is sent, what is
/// refused, and why.
@Suite struct URLPolicyTests {
    @Test(arguments: [
        ("https://api.example.com/screens/home?x=1#top", "https://api.example.com/screens/home?x=1"),
        ("HTTPS://API.Example.COM", "https://api.example.com/"),
        ("http://127.0.0.1:8080/a", "http://127.0.0.1:8080/a"),
        ("http://localhost:3000", "http://localhost:3000/"),
        ("http://[::1]:8080/x", "http://[::1]:8080/x"),
        ("https://[2001:db8::1]/", "https://[2001:db8::1]/"),
    ])
    func sentWithoutTheFragment(_ input: String, _ sent: String) throws {
        #expect(try URLPolicy.check(input).description == sent)
    }

    @Test(arguments: [
        "http://example.com/", "http://10.0.0.1/", "http://192.168.1.1:8080/", "http://8.8.8.8/",
        "http://[2001:db8::1]/", "http://[::ffff:127.0.0.1]/", "http://127.0.0.1.example.com/",
        "http://localhost.example.com/", "http://127.0.0.1.nip.io/",
    ])
    func plainHTTPLeavingTheMachineIsInsecure(_ input: String) {
        #expect(throws: TransportError.insecureURL(input)) { try URLPolicy.check(input) }
    }

    @Test(arguments: [
        ("ftp://127.0.0.1/file", "the scheme 'ftp' is not supported"),
        ("file:///etc/passwd", "the scheme 'file' is not supported"),
        ("gopher://localhost/", "the scheme 'gopher' is not supported"),
        ("javascript:alert(1)", "the scheme 'javascript' is not supported"),
        ("example.com/path", "it has no scheme"),
        ("https:example.com", "expected '//'"),
        ("https://user:secret@example.com/", "credentials in the URL are not allowed"),
        ("http://127.1/", "not a dotted-decimal IPv4 address"),
        ("https://example.com/a<b>", "contains '<'"),
    ])
    func invalid(_ input: String, _ reasonContains: String) {
        #expect {
            try URLPolicy.check(input)
        } throws: { error in
            guard case .invalidURL(let url, let reason) = error as? TransportError else { return false }
            return url == input && reason.contains(reasonContains)
        }
    }

    @Test func redirectsFollowOnlyTheSameOrigin() throws {
        let from = try URLPolicy.check("http://127.0.0.1:8080/v2/screens/home")
        func step(_ location: String, status: Int = 302) throws -> RedirectStep? {
            let response = ExchangeResponse(status: status, headers: [(name: "Location", value: location)], body: [])
            return try RedirectStep.after(response, to: from, method: "GET")
        }
        #expect(try step("/v2/screens/other#x")?.url.description == "http://127.0.0.1:8080/v2/screens/other")
        #expect(try step("http://127.0.0.1:8080/elsewhere")?.url.path == "/elsewhere")
        for refused in ["http://localhost:8080/x", "https://127.0.0.1:8080/x", "http://127.0.0.1:8081/x",
                        "http://user@127.0.0.1:8080/x", "//evil.example/x"] {
            #expect(throws: TransportError.self, "\(refused)") { try step(refused) }
        }
        #expect(throws: TransportError.self) { try step("/a b") }
        #expect(try step("/x", status: 200) == nil)
    }
}
