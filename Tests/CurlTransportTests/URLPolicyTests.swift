import SDUI
import Testing
@testable import CurlTransport

/// The URL parser and the policy, without any network: what is sent, what is
/// refused, and why.
@Suite struct URLPolicyTests {
    @Test(arguments: [
        ("https://api.example.com/screens/home?x=1#top", "https://api.example.com/screens/home?x=1"),
        ("HTTPS://API.Example.COM", "https://api.example.com/"),
        ("http://127.0.0.1:8080/a", "http://127.0.0.1:8080/a"),
        ("http://127.255.3.4/", "http://127.255.3.4/"),
        ("http://localhost:3000", "http://localhost:3000/"),
        ("http://[::1]:8080/x", "http://[::1]:8080/x"),
        ("http://[0:0:0:0:0:0:0:1]/", "http://[0:0:0:0:0:0:0:1]/"),
        ("https://[2001:db8::1]/", "https://[2001:db8::1]/"),
        ("https://example.com/a%20b?q=%C3%A9&x=/y?z", "https://example.com/a%20b?q=%C3%A9&x=/y?z"),
    ])
    func accepted(_ input: String, _ sent: String) throws {
        #expect(try URLPolicy.check(input).string == sent)
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
        ("", "it is empty"),
        ("https://user:secret@example.com/", "credentials in the URL are not allowed"),
        ("https://example.com:0/", "is not a number from 1 to 65535"),
        ("https://example.com:65536/", "is not a number from 1 to 65535"),
        ("https://example.com:/", "is not a number from 1 to 65535"),
        ("https://example.com:80:80/", "is not a number from 1 to 65535"),
        ("https:///path", "the host is empty"),
        ("https://exa mple.com/", "a space"),
        ("https://example.com/é", "the byte 0xC3"),
        ("https://example.com/a\nb", "the byte 0xA"),
        ("https://example.com/%zz", "incomplete percent escape"),
        ("https://example.com/a<b>", "contains '<'"),
        ("https://exa%6Dple.com/", "contains '%'"),
        ("https://example..com/", "empty label"),
        ("http://localhost./", "empty label"),
        ("http://127.1/", "not a dotted-decimal IPv4 address"),
        ("http://0x7f.0.0.1/", "not a dotted-decimal IPv4 address"),
        ("http://2130706433/", "not a dotted-decimal IPv4 address"),
        ("http://017.0.0.1/", "not a dotted-decimal IPv4 address"),
        ("http://127.0.0.256/", "not a dotted-decimal IPv4 address"),
        ("http://[::1%25lo]/", "is not an IPv6 address"),
        ("http://[1::2::3]/", "is not an IPv6 address"),
        ("http://[1:::2]/", "is not an IPv6 address"),
        ("http://[:::]/", "is not an IPv6 address"),
        ("http://[::1/", "unterminated IPv6 address"),
    ])
    func invalid(_ input: String, _ reasonContains: String) {
        #expect {
            try URLPolicy.check(input)
        } throws: { error in
            guard case .invalidURL(let url, let reason) = error as? TransportError else { return false }
            return url == input && reason.contains(reasonContains)
        }
    }

    @Test func loopbackHosts() throws {
        for host in ["127.0.0.1", "127.1.2.3", "localhost", "[::1]", "[0::1]"] {
            #expect(try HTTPURL.parse("http://\(host)/").host.isLoopback, "\(host)")
        }
        for host in ["128.0.0.1", "126.255.255.255", "localhost.localdomain", "[::2]", "[::]", "example.com"] {
            #expect(try !HTTPURL.parse("https://\(host)/").host.isLoopback, "\(host)")
        }
    }

    @Test func originsCompareSchemeHostAndEffectivePort() throws {
        #expect(try HTTPURL.parse("http://127.0.0.1/").origin == HTTPURL.parse("http://127.0.0.1:80/x").origin)
        #expect(try HTTPURL.parse("https://Example.com/").origin == HTTPURL.parse("https://example.com:443/").origin)
        #expect(try HTTPURL.parse("http://[::1]/").origin == HTTPURL.parse("http://[0:0::1]/").origin)
        #expect(try HTTPURL.parse("http://127.0.0.1:8080/").origin != HTTPURL.parse("http://127.0.0.1:8081/").origin)
        #expect(try HTTPURL.parse("http://localhost/").origin != HTTPURL.parse("http://127.0.0.1/").origin)
        #expect(try HTTPURL.parse("http://localhost/").origin != HTTPURL.parse("https://localhost/").origin)
    }

    /// RFC 3986 section 5.4 examples that apply to http(s), base http://a/b/c/d;p?q.
    @Test(arguments: [
        ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"),
        ("/g", "http://a/g"), ("//g", "http://g/"), ("?y", "http://a/b/c/d;p?y"),
        ("g?y", "http://a/b/c/g?y"), ("#s", "http://a/b/c/d;p?q"), ("g#s", "http://a/b/c/g"),
        ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"), ("./", "http://a/b/c/"),
        ("..", "http://a/b/"), ("../", "http://a/b/"), ("../g", "http://a/b/g"),
        ("../..", "http://a/"), ("../../g", "http://a/g"), ("../../../g", "http://a/g"),
        ("/./g", "http://a/g"), ("/../g", "http://a/g"), ("g.", "http://a/b/c/g."),
        ("./../g", "http://a/b/g"), ("g/./h", "http://a/b/c/g/h"), ("g/../h", "http://a/b/c/h"),
        ("https://other.example/x", "https://other.example/x"),
    ])
    func relativeReferences(_ reference: String, _ expected: String) throws {
        let base = try HTTPURL.parse("http://a/b/c/d;p?q")
        #expect(try base.resolve(reference).string == expected)
    }

    @Test func relativeReferenceWithBadCharactersIsInvalid() throws {
        let base = try HTTPURL.parse("https://example.com/a/b")
        #expect(throws: TransportError.self) { try base.resolve("/a b") }
        #expect(throws: TransportError.self) { try base.resolve("ftp://example.com/") }
    }
}
