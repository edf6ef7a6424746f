import SDUI
import Testing

@Suite("WebURL")
struct WebURLTests {
    @Test func parsesTheParts() throws {
        let url = try WebURL(parsing: "HTTPS://User:pw@Example.COM:8443/a/b?x=1&y=2#frag")
        #expect(url.scheme == "https")
        #expect(url.userInfo == "User:pw")
        #expect(url.host == "example.com")
        #expect(url.port == 8443)
        #expect(url.path == "/a/b")
        #expect(url.query == "x=1&y=2")
        #expect(url.fragment == "frag")
        #expect(url.origin == "https://example.com:8443")
        #expect(try WebURL(parsing: "http://[::1]:8080").host == "[::1]")
        #expect(try WebURL(parsing: "https://example.com").path == "/")
    }

    @Test func loopbackAndSafety() throws {
        for loopback in ["http://127.0.0.1:8080/", "http://localhost/", "http://[::1]/", "http://127.255.0.9/"] {
            let url = try WebURL(parsing: loopback)
            #expect(url.isLoopback, "\(loopback)")
            #expect(url.isSafeToContact, "\(loopback)")
        }
        for unsafe in ["http://127.0.0.1.evil.example/", "http://128.0.0.1/", "http://0127.0.0.1/", "http://127.0.0.256/",
                       "http://localhost.evil.example/", "http://example.com/", "ftp://127.0.0.1/", "https://a@example.com/"] {
            #expect(!(try WebURL(parsing: unsafe)).isSafeToContact, "\(unsafe)")
        }
        #expect(try WebURL(parsing: "https://example.com/").isSafeToContact)
    }

    @Test func refusesAmbiguousInput() {
        for bad in ["", "no-scheme", "http:/one-slash", "http://", "http://exa mple.com/", "http://example.com:/",
                    "http://example.com:65536/", "http://example.com:-1/", "http://exa%6Dple.com/", "http://[::1/",
                    "http://ex\\ample.com/", "http://éxample.com/", "1http://example.com/", "http://a..b/"] {
            #expect(throws: WebURL.ParseError.self, "\(bad)") { try WebURL(parsing: bad) }
        }
    }

    @Test func resolvesReferencesLikeRFC3986() throws {
        let base = try WebURL(parsing: "http://127.0.0.1:8080/v1/screens/home?x=1")
        #expect(try base.resolving("/v1/commands/pay").description == "http://127.0.0.1:8080/v1/commands/pay")
        #expect(try base.resolving("parcels/3S").description == "http://127.0.0.1:8080/v1/screens/parcels/3S")
        #expect(try base.resolving("../../v2/x?y=2").description == "http://127.0.0.1:8080/v2/x?y=2")
        #expect(try base.resolving("https://cdn.example/a").description == "https://cdn.example/a")
        #expect(try base.resolving("//cdn.example/a").description == "http://cdn.example/a")
        #expect(try base.resolving("/a/./b/../c").path == "/a/c")
        #expect(throws: WebURL.ParseError.self) { try base.resolving("javascript:alert(1)") }
        #expect(WebURL.removingDotSegments("/a/b/c/./../../g") == "/a/g")
    }
}
