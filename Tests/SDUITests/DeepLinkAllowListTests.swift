import SDUI
import Testing

@Suite("Deep-link allow-list")
struct DeepLinkAllowListTests {
    static let list = DeepLinkAllowList(rules: [
        .init(host: "parcels.example", path: "/scan-and-go", queryParameters: ["location"]),
        .init(host: "parcels.example", path: "/track/{code}"),
        .init(host: "music.example", path: "/composers/{id}"),
    ])

    static let allowed: [String] = [
        "https://parcels.example/scan-and-go",
        "https://parcels.example/scan-and-go?location=AMS-01",
        "https://parcels.example/scan-and-go?location=utrecht_centraal.2",
        "https://parcels.example/track/3SABC1234567",
        "https://music.example/composers/bach",
        "https://music.example/composers/wolfgang-amadeus-mozart-1756",
    ]

    static let hostile: [String] = [
        // Other hosts and look-alikes.
        "https://evil.example/scan-and-go",
        "https://parcels.example.evil.example/scan-and-go",
        "https://evilparcels.example/scan-and-go",
        "https://parcels-example.com/scan-and-go",
        "https://parcels.exampl/scan-and-go",
        "https://www.parcels.example/scan-and-go",
        "https://parcels.example./scan-and-go",
        "https://.parcels.example/scan-and-go",
        // User-info tricks.
        "https://parcels.example@evil.example/scan-and-go",
        "https://user:pass@parcels.example/scan-and-go",
        "https://parcels.example:443@evil.example/scan-and-go",
        "https://evil.example@parcels.example/scan-and-go",
        // Percent-encoded separators and dots.
        "https://parcels.example/scan-and-go%2F..%2Fadmin",
        "https://parcels.example/%2e%2e/admin",
        "https://parcels.example/track/%2E%2E",
        "https://parcels.example/scan%2Dand%2Dgo",
        "https://parcels%2eexample/scan-and-go",
        "https://parcels.example/track/3S%00",
        // Dot segments and empty segments.
        "https://parcels.example/track/../admin",
        "https://parcels.example/./scan-and-go",
        "https://parcels.example/scan-and-go/",
        "https://parcels.example//scan-and-go",
        "https://parcels.example/track/..",
        "https://parcels.example/track/.",
        // Case games.
        "HTTPS://parcels.example/scan-and-go",
        "https://PARCELS.EXAMPLE/scan-and-go",
        "https://Parcels.example/scan-and-go",
        "https://parcels.example/Scan-And-Go",
        // IDN and non-ASCII.
        "https://pаrcels.example/scan-and-go",
        "https://xn--prcels-3ve.example/scan-and-go",
        "https://parcels.example/scan-and-gö",
        "https://parcels.example/scan-and-go?location=ÄMS",
        // Ports.
        "https://parcels.example:443/scan-and-go",
        "https://parcels.example:8443/scan-and-go",
        "https://parcels.example:0/scan-and-go",
        "https://parcels.example:99999/scan-and-go",
        // Fragments and query abuse.
        "https://parcels.example/scan-and-go#location=AMS",
        "https://parcels.example/scan-and-go?next=https://evil.example",
        "https://parcels.example/scan-and-go?location=AMS&location=UTR",
        "https://parcels.example/scan-and-go?location=",
        "https://parcels.example/scan-and-go?location=a%20b",
        "https://parcels.example/scan-and-go?location=<script>",
        "https://parcels.example/scan-and-go?&",
        "https://music.example/composers/bach?location=AMS",
        // Other schemes.
        "javascript:alert(document.cookie)",
        "JavaScript://parcels.example/scan-and-go",
        "file:///etc/passwd",
        "http://parcels.example/scan-and-go",
        "ftp://parcels.example/scan-and-go",
        "data:text/html,<h1>hi</h1>",
        "sdui://parcels.example/scan-and-go",
        "//parcels.example/scan-and-go",
        "parcels.example/scan-and-go",
        // Whitespace, control characters and backslashes.
        " https://parcels.example/scan-and-go",
        "https://parcels.example/scan-and-go\n",
        "https://parcels.example\\@evil.example/scan-and-go",
        "https://parcels.example/scan-and-go\t",
        "https:/\\evil.example/scan-and-go",
        // Paths that are not allowed.
        "https://parcels.example/admin",
        "https://parcels.example/track",
        "https://parcels.example/track/a/b",
        "https://music.example/scan-and-go",
        "https://parcels.example",
        // Empty and overlong.
        "",
        "https://parcels.example/track/" + String(repeating: "a", count: 3000),
        "https://parcels.example/scan-and-go?location=" + String(repeating: "A", count: 2100),
        "https://[::1]/scan-and-go",
        "https://127.0.0.1/scan-and-go",
    ]

    @Test(arguments: allowed)
    func allowedLinksPass(_ link: String) throws {
        let url = try Self.list.check(link)
        #expect(url.description == link)
    }

    @Test(arguments: hostile)
    func hostileLinksAreRefusedWithAReason(_ link: String) {
        do {
            let url = try Self.list.check(link)
            Issue.record("accepted hostile link \(link) as \(url)")
        } catch {
            #expect(!error.reason.isEmpty)
            #expect(error.description.hasPrefix("refused link"))
        }
    }

    @Test func thereAreAtLeastFiftyHostileCases() {
        #expect(Self.hostile.count >= 50)
        #expect(Set(Self.hostile).count == Self.hostile.count)
    }

    @Test func reasonsNameTheProblem() {
        func reason(_ link: String) -> String? {
            do { _ = try Self.list.check(link); return nil } catch { return error.reason }
        }
        #expect(reason("https://parcels.example@evil.example/scan-and-go") == "user info is not allowed")
        #expect(reason("https://Parcels.example/scan-and-go") == "scheme and host must be lower-case")
        #expect(reason("https://user@parcels.example/scan-and-go") == "user info is not allowed")
        #expect(reason("https://parcels.example/track/../admin") == "the path has empty or dot segments")
        #expect(reason("https://parcels.example:8443/scan-and-go") == "an explicit port is not allowed")
        #expect(reason("https://parcels.example/scan-and-go?next=x") == "query parameter 'next' is not allowed")
        #expect(reason("") == "the link is empty")
    }
}
