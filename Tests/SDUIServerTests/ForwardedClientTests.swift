@testable import SDUIServer
import Testing

/// The client's address behind trusted proxies (`ForwardedClient`,
/// `TrustedProxies`, `IPAddress`): read only from trusted peers, the
/// right-most untrusted hop, every unreadable header the peer.
@Suite("Forwarded client addresses")
struct ForwardedClientTests {
    static func proxies(_ list: String, _ header: TrustedProxies.Header = .xForwardedFor) throws(TrustedProxyError) -> TrustedProxies {
        try TrustedProxies(parsing: list, header: header)
    }

    static func client(peer: String?, _ values: [String], trusting list: String = "10.0.0.0/8, 2001:db8::/32",
                       header: TrustedProxies.Header = .xForwardedFor) throws -> String? {
        ForwardedClient.address(peer: peer, values: values, trusted: try proxies(list, header))
    }

    @Test("a trusted peer's X-Forwarded-For names the client; an untrusted peer's is ignored; no trust reads nothing")
    func trustedAndUntrusted() throws {
        #expect(try Self.client(peer: "10.0.0.5", ["203.0.113.7"]) == "203.0.113.7")
        #expect(try Self.client(peer: "192.0.2.1", ["203.0.113.7"]) == "192.0.2.1")
        #expect(ForwardedClient.address(peer: "10.0.0.5", values: ["203.0.113.7"], trusted: TrustedProxies()) == "10.0.0.5")
        #expect(try Self.client(peer: "10.0.0.5", []) == "10.0.0.5", "a trusted peer without the header is the client")
        #expect(try Self.client(peer: nil, ["203.0.113.7"]) == nil, "no socket, no address")
    }

    @Test("chains are read from the right: trusted hops are skipped, the first untrusted one is the client, what a client wrote left of it is never read")
    func chains() throws {
        #expect(try Self.client(peer: "10.0.0.5", ["198.51.100.9, 203.0.113.7, 10.1.1.1"]) == "203.0.113.7")
        #expect(try Self.client(peer: "10.0.0.5", ["garbage, 203.0.113.7"]) == "203.0.113.7")
        #expect(try Self.client(peer: "10.0.0.5", ["1.2.3.4", "203.0.113.7, 10.9.9.9"]) == "203.0.113.7", "lines join in order")
        #expect(try Self.client(peer: "10.0.0.5", ["10.2.2.2, 10.1.1.1"]) == "10.2.2.2", "every hop trusted: the left-most")
        #expect(try Self.client(peer: "10.0.0.5", ["203.0.113.7,,  ,"]) == "203.0.113.7", "empty elements are skipped")
    }

    @Test("IPv6 hops and peers, written canonically; IPv4-mapped addresses are IPv4")
    func ipv6() throws {
        #expect(try Self.client(peer: "2001:db8::1", ["2001:DB8:0:0:0:0:0:CAFE, 2001:0db8::2"]) == "2001:db8::cafe")
        #expect(try Self.client(peer: "::ffff:10.0.0.5", ["::FFFF:203.0.113.7"]) == "203.0.113.7")
        #expect(try Self.client(peer: "10.0.0.5", ["fe80::1%eth0"]) == "10.0.0.5", "zone ids are refused")
        #expect(IPAddress("0:0:0:0:0:0:0:1")?.description == "::1")
        #expect(IPAddress("2001:db8:0:0:1:0:0:1")?.description == "2001:db8::1:0:0:1", "the first of two equal runs")
        #expect(IPAddress("2001:db8:1:1:1:1:1:0")?.description == "2001:db8:1:1:1:1:1:0", "one zero group stays")
        #expect(IPAddress("::")?.description == "::")
        for bad in ["010.0.0.1", "256.0.0.1", "1.2.3", "1.2.3.4.5", "1::2::3", ":::", "1:2:3:4:5:6:7:8:9", "12345::", "::1.2.3.04", "", " 1.2.3.4", "1.2.3.4:80"] {
            #expect(IPAddress(bad) == nil, "\(bad)")
        }
    }

    @Test("garbage, unknown hops and too-long headers fall back to the peer")
    func garbage() throws {
        for header in ["not an address", "203.0.113.7:5000", "unknown", "[2001:db8::1]", "203.0.113.7 198.51.100.1", "\u{0}", "1.2.3.4\n"] {
            #expect(try Self.client(peer: "10.0.0.5", [header]) == "10.0.0.5", "\(header)")
        }
        let long = Array(repeating: "10.1.1.1", count: 600).joined(separator: ", ")
        #expect(long.utf8.count > ForwardedClient.maximumBytes)
        #expect(try Self.client(peer: "10.0.0.5", ["203.0.113.7, " + long]) == "10.0.0.5")
        let manyHops = Array(repeating: "10.1.1.1", count: ForwardedClient.maximumHops + 1).joined(separator: ",")
        #expect(try Self.client(peer: "10.0.0.5", ["203.0.113.7," + manyHops]) == "10.0.0.5", "more trusted hops than are read")
    }

    @Test("Forwarded (RFC 7239): for= with ports, quotes and brackets; other parameters; malformed elements give the peer")
    func forwarded() throws {
        let read = { (value: String) in try Self.client(peer: "10.0.0.5", [value], header: .forwarded) }
        #expect(try read("for=203.0.113.7") == "203.0.113.7")
        #expect(try read("for=\"203.0.113.7:4711\";proto=https") == "203.0.113.7")
        #expect(try read("For=\"[2001:db8:cafe::17]:4711\"") == "2001:db8:cafe::17")
        #expect(try read("for=198.51.100.1, for=203.0.113.7;by=10.0.0.5, for=10.3.3.3") == "203.0.113.7")
        #expect(try read("proto=https;by=10.0.0.5") == "10.0.0.5", "no for=")
        for bad in ["for=unknown", "for=_hidden", "for=\"203.0.113.7", "for=203.0.113.7;", "for=2001:db8::1", "for=1.2.3.4;for=5.6.7.8", "for=[1.2.3.4]"] {
            #expect(try read(bad) == "10.0.0.5", "\(bad)")
        }
        // A trusted proxy that writes Forwarded passes X-Forwarded-For through as the client wrote it: not read.
        #expect(try Self.client(peer: "10.0.0.5", ["203.0.113.7"], header: .forwarded) == "10.0.0.5")
    }

    @Test("trusted-proxy lists: addresses and networks of both families; bad entries are refused with the entry and why")
    func lists() throws {
        let trusted = try Self.proxies("127.0.0.1 10.0.0.0/8,2001:db8::/32, ::1")
        #expect(trusted.summary == "127.0.0.1/32, 10.0.0.0/8, 2001:db8::/32, ::1/128")
        #expect(trusted.contains(try #require(IPAddress("10.255.0.1"))))
        #expect(!trusted.contains(try #require(IPAddress("11.0.0.1"))))
        #expect(trusted.contains(try #require(IPAddress("2001:db8:ffff::1"))))
        #expect(!trusted.contains(try #require(IPAddress("::2"))))
        #expect(try Self.proxies("").isEmpty)
        #expect(try Self.proxies("0.0.0.0/0").contains(try #require(IPAddress("203.0.113.7"))))
        for bad in ["10.0.0.1/8", "10.0.0.0/33", "10.0.0.0/08", "10.0.0.0/", "proxy.local", "2001:db8::/129", "10.0.0.0/-1"] {
            #expect(throws: TrustedProxyError.self, "\(bad)") { try Self.proxies(bad) }
        }
        do throws(TrustedProxyError) {
            _ = try Self.proxies("10.0.0.1/8")
            Issue.record("host bits past the prefix were accepted")
        } catch {
            #expect(error.description.contains("10.0.0.1/8"))
            #expect(error.description.contains("past the prefix"))
        }
    }
}
