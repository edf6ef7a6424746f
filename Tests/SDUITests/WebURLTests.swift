import SDUI
import Testing

/// The one URL parser every security decision reads through: the transport,
/// the token decorator, `openURL`, the clip's allow-list and the server's
/// deep links. The transport's policy on top of it is in `URLPolicyTests`.
@Suite("WebURL")
struct WebURLTests {
    @Test func parsesTheParts() throws {
        let url = try WebURL(parsing: "HTTPS://User:pw@Example.COM:8443/a/b?x=1&y=2#frag")
        #expect(url.scheme == "https")
        #expect(url.userInfo == "User:pw")
        #expect(url.host.text == "example.com")
        #expect(url.port == 8443)
        #expect(url.path == "/a/b")
        #expect(url.query == "x=1&y=2")
        #expect(url.fragment == "frag")
        #expect(url.origin == "https://example.com:8443")
        #expect(url.root == "https://example.com:8443")
        #expect(url.withoutFragment.description == "https://User:pw@example.com:8443/a/b?x=1&y=2")
        #expect(try WebURL(parsing: "http://[::1]:8080").host.text == "[::1]")
        #expect(try WebURL(parsing: "https://example.com").path == "/")
    }

    @Test(arguments: [
        ("https://api.example.com/screens/home?x=1#top", "https://api.example.com/screens/home?x=1#top"),
        ("HTTPS://API.Example.COM", "https://api.example.com/"),
        ("http://127.255.3.4/", "http://127.255.3.4/"),
        ("http://localhost:3000", "http://localhost:3000/"),
        ("http://[0:0:0:0:0:0:0:1]/", "http://[0:0:0:0:0:0:0:1]/"),
        ("https://[2001:DB8::1]/", "https://[2001:db8::1]/"),
        ("https://example.com/a%20b?q=%C3%A9&x=/y?z", "https://example.com/a%20b?q=%C3%A9&x=/y?z"),
        ("sdui://parcels/track", "sdui://parcels/track"),
    ])
    func spelling(_ input: String, _ written: String) throws {
        #expect(try WebURL(parsing: input).description == written)
    }

    @Test func loopbackIsDecidedOnAddressesNotText() throws {
        for host in ["127.0.0.1", "127.1.2.3", "localhost", "[::1]", "[0::1]", "[0:0:0:0:0:0:0:1]", "LOCALHOST"] {
            let url = try WebURL(parsing: "http://\(host):8080/")
            #expect(url.isLoopback, "\(host)")
            #expect(url.isSafeToContact, "\(host)")
        }
        for host in ["128.0.0.1", "126.255.255.255", "localhost.localdomain", "[::2]", "[::]", "example.com",
                     "127.0.0.1.evil.example", "localhost.evil.example", "[::ffff:127.0.0.1]"] {
            let url = try WebURL(parsing: "http://\(host)/")
            #expect(!url.isLoopback, "\(host)")
            #expect(!url.isSafeToContact, "\(host)")
        }
        for unsafe in ["ftp://127.0.0.1/", "https://a@example.com/", "http://u:p@127.0.0.1/"] {
            #expect(!(try WebURL(parsing: unsafe)).isSafeToContact, "\(unsafe)")
        }
        #expect(try WebURL(parsing: "https://example.com/").isSafeToContact)
    }

    @Test func originsCompareSchemeCanonicalHostAndEffectivePort() throws {
        func origin(_ text: String) throws -> String { try WebURL(parsing: text).origin }
        #expect(try origin("http://127.0.0.1/") == origin("http://127.0.0.1:80/x"))
        #expect(try origin("https://Example.com/") == origin("https://example.com:443/"))
        #expect(try origin("http://[::1]/") == origin("http://[0:0::1]/"))
        #expect(try origin("http://[::FFFF:7f00:1]/") == origin("http://[::ffff:127.0.0.1]/"))
        #expect(try origin("http://127.0.0.1:8080/") != origin("http://127.0.0.1:8081/"))
        #expect(try origin("http://localhost/") != origin("http://127.0.0.1/"))
        #expect(try origin("http://localhost/") != origin("https://localhost/"))
    }

    /// Each hostile spelling with the words its error must use, so a user
    /// learns what to fix.
    @Test(arguments: [
        ("", "it is empty"),
        ("no-scheme", "it has no scheme"),
        ("example.com/path", "it has no scheme"),
        ("1http://example.com/", "it has no scheme"),
        ("http:/one-slash", "expected '//'"),
        ("javascript:alert(1)", "expected '//'"),
        ("http://", "the host is empty"),
        ("https:///path", "the host is empty"),
        ("https://exa mple.com/", "a space"),
        ("https://example.com/é", "the byte 0xC3"),
        ("http://éxample.com/", "the byte 0xC3"),
        ("https://example.com/a\nb", "the byte 0xA"),
        ("http://ex\\ample.com/", "a backslash"),
        ("https://example.com/%zz", "incomplete percent escape"),
        ("https://example.com/a%2", "incomplete percent escape"),
        ("https://example.com/a<b>", "contains '<'"),
        ("https://example.com/?q=\"x\"", "contains '\"'"),
        ("https://example.com/#a#b", "contains '#'"),
        ("https://exa%6Dple.com/", "contains '%'"),
        ("https://example..com/", "empty label"),
        ("http://a..b/", "empty label"),
        ("http://localhost./", "empty label"),
        ("http://127.1/", "not a dotted-decimal IPv4 address"),
        ("http://0x7f.0.0.1/", "not a dotted-decimal IPv4 address"),
        ("http://2130706433/", "not a dotted-decimal IPv4 address"),
        ("http://017.0.0.1/", "not a dotted-decimal IPv4 address"),
        ("http://0127.0.0.1/", "not a dotted-decimal IPv4 address"),
        ("http://127.0.0.256/", "not a dotted-decimal IPv4 address"),
        ("http://[::1%25lo]/", "is not an IPv6 address"),
        ("http://[1::2::3]/", "is not an IPv6 address"),
        ("http://[1:::2]/", "is not an IPv6 address"),
        ("http://[:::]/", "is not an IPv6 address"),
        ("http://[::1/", "unterminated IPv6 address"),
        ("http://[::1]x/", "unexpected text after the IPv6 address"),
        ("https://example.com:0/", "is not a number from 1 to 65535"),
        ("https://example.com:65536/", "is not a number from 1 to 65535"),
        ("https://example.com:/", "is not a number from 1 to 65535"),
        ("https://example.com:-1/", "is not a number from 1 to 65535"),
        ("https://example.com:80:80/", "is not a number from 1 to 65535"),
        ("https://us er@example.com/", "a space"),
        ("https://u[1]@example.com/", "contains '['"),
    ])
    func refusesAmbiguousInput(_ input: String, _ reasonContains: String) {
        #expect {
            try WebURL(parsing: input)
        } throws: { error in
            guard let error = error as? WebURL.ParseError else { return false }
            return error.input == input && error.reason.contains(reasonContains)
        }
    }

    @Test func refusesOverlongInput() {
        let long = "https://example.com/" + String(repeating: "a", count: WebURL.maximumLength)
        #expect(throws: WebURL.ParseError.self) { try WebURL(parsing: long) }
    }

    /// RFC 3986 section 5.4 examples that apply to http(s), base http://a/b/c/d;p?q.
    @Test(arguments: [
        ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"),
        ("/g", "http://a/g"), ("//g", "http://g/"), ("?y", "http://a/b/c/d;p?y"),
        ("g?y", "http://a/b/c/g?y"), ("#s", "http://a/b/c/d;p?q#s"), ("g#s", "http://a/b/c/g#s"),
        ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"), ("./", "http://a/b/c/"),
        ("..", "http://a/b/"), ("../", "http://a/b/"), ("../g", "http://a/b/g"),
        ("../..", "http://a/"), ("../../g", "http://a/g"), ("../../../g", "http://a/g"),
        ("/./g", "http://a/g"), ("/../g", "http://a/g"), ("g.", "http://a/b/c/g."),
        ("./../g", "http://a/b/g"), ("g/./h", "http://a/b/c/g/h"), ("g/../h", "http://a/b/c/h"),
        ("https://other.example/x", "https://other.example/x"),
    ])
    func resolvesReferencesLikeRFC3986(_ reference: String, _ expected: String) throws {
        let base = try WebURL(parsing: "http://a/b/c/d;p?q")
        #expect(try base.resolving(reference).description == expected)
    }

    @Test func resolvingAgainstAnAPIRoot() throws {
        let base = try WebURL(parsing: "http://127.0.0.1:8080/v1/screens/home?x=1")
        #expect(try base.resolving("/v1/commands/pay").description == "http://127.0.0.1:8080/v1/commands/pay")
        #expect(try base.resolving("parcels/3S").description == "http://127.0.0.1:8080/v1/screens/parcels/3S")
        #expect(try base.resolving("../../v2/x?y=2").description == "http://127.0.0.1:8080/v2/x?y=2")
        #expect(try base.resolving("//cdn.example/a").description == "http://cdn.example/a")
        #expect(try base.resolving("/a/./b/../c").path == "/a/c")
        #expect(WebURL.removingDotSegments("/a/b/c/./../../g") == "/a/g")
    }

    @Test func resolvedReferencesAreAsStrictAsAnyURL() throws {
        let base = try WebURL(parsing: "https://example.com/a/b")
        for bad in ["javascript:alert(1)", "/a b", "//127.1/", "../%zz", "?q=<x>"] {
            #expect(throws: WebURL.ParseError.self, "\(bad)") { try base.resolving(bad) }
        }
    }

    @Test func decodesSegmentsOneByOne() throws {
        let url = try WebURL(parsing: "https://parcels.example/track/a%2Fb/caf%C3%A9/?x=%41&flag&y=a%3Db")
        #expect(try url.decodedPathSegments() == ["track", "a/b", "café"])
        let items = try url.decodedQueryItems()
        #expect(items.map(\.name) == ["x", "flag", "y"])
        #expect(items.map(\.value) == ["A", "", "a=b"])
        #expect(throws: WebURL.ParseError.self) { try WebURL(parsing: "https://e.example/%FF").decodedPathSegments() }
        #expect(throws: WebURL.ParseError.self) { try WebURL(parsing: "https://e.example/?a=%C3").decodedQueryItems() }
        #expect(WebURL.percentDecoded("p%40ss%3Aw%C3%B6rd") == "p@ss:wörd")
        for bad: Substring in ["%", "%4", "%zz", "%C3", "a%FFb"] {
            #expect(WebURL.percentDecoded(bad) == nil, "\(bad)")
        }
    }
}
