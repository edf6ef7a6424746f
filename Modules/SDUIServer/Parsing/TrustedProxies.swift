/// The proxies whose forwarding header the server believes, and which header
/// that is: `ServerConfiguration.trustedProxies`, `--trusted-proxies`,
/// `SDUI_TRUSTED_PROXIES`.
///
/// Behind a load balancer every connection comes from the balancer, so
/// limits per client address (live streams, login attempts) would count all
/// clients as one. Any client can send a forwarding header, so it is read
/// only on connections from an address listed here; the default trusts none.
public struct TrustedProxies: Sendable, Equatable {
    /// Which header the trusted proxies write. Only that one is read: a proxy
    /// that appends to one passes the other through as the client wrote it.
    public enum Header: String, Sendable, CaseIterable {
        /// `X-Forwarded-For: client, proxy1` (HAProxy's `option forwardfor`, nginx, most balancers).
        case xForwardedFor = "x-forwarded-for"
        /// `Forwarded: for=client;proto=https, for="[2001:db8::1]:80"` (RFC 7239).
        case forwarded
    }

    /// One trusted network: an address and how many of its leading bits count.
    struct Network: Sendable, Equatable, CustomStringConvertible {
        let address: IPAddress
        /// Of the 128 bits (an IPv4 /8 is 104 here).
        let prefixBits: Int

        func contains(_ candidate: IPAddress) -> Bool {
            var remaining = prefixBits
            for index in 0..<16 where remaining > 0 {
                let bits = min(8, remaining)
                let mask = UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
                guard address.bytes[index] & mask == candidate.bytes[index] & mask else { return false }
                remaining -= bits
            }
            return true
        }

        var description: String {
            address.isIPv4 ? "\(address)/\(prefixBits - 96)" : "\(address)/\(prefixBits)"
        }
    }

    let networks: [Network]
    public let header: Header

    /// Trusts no proxy: the connection's peer is the client.
    public init() {
        networks = []
        header = .xForwardedFor
    }

    /// Trusts the listed addresses and networks (`10.0.0.0/8, 127.0.0.1, 2001:db8::/32`),
    /// separated by commas or spaces; an empty list trusts none.
    public init(parsing list: String, header: Header = .xForwardedFor) throws(TrustedProxyError) {
        var networks: [Network] = []
        for entry in list.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }) {
            networks.append(try Self.network(entry))
        }
        self.networks = networks
        self.header = header
    }

    /// Whether any proxy is trusted (the forwarding header is read at all).
    public var isEmpty: Bool { networks.isEmpty }

    /// The trusted networks, as they are compared (`10.0.0.0/8`).
    public var summary: String { networks.map(\.description).joined(separator: ", ") }

    func contains(_ address: IPAddress) -> Bool { networks.contains { $0.contains(address) } }

    private static func network(_ entry: Substring) throws(TrustedProxyError) -> Network {
        let parts = entry.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = IPAddress(parts[0]) else { throw TrustedProxyError(entry: String(entry), reason: "not an IPv4 or IPv6 address") }
        let width = address.isIPv4 ? 32 : 128
        var length = width
        if parts.count == 2 {
            let digits = parts[1]
            guard (1...3).contains(digits.utf8.count), digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                  digits.utf8.count == 1 || digits.utf8.first != UInt8(ascii: "0"),
                  let parsed = Int(digits), parsed <= width else {
                throw TrustedProxyError(entry: String(entry), reason: "the prefix length must be a number from 0 to \(width)")
            }
            length = parsed
        }
        let network = Network(address: address, prefixBits: length + (128 - width))
        // Host bits set (10.0.0.1/8) usually mean a typo; the network's own address says what is meant.
        var masked = address.bytes
        var remaining = network.prefixBits
        for index in 0..<16 {
            let bits = max(0, min(8, remaining))
            masked[index] &= bits == 0 ? 0 : UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
            remaining -= bits
        }
        guard masked == address.bytes else {
            throw TrustedProxyError(entry: String(entry), reason: "bits are set past the prefix; write the network's own address")
        }
        return network
    }
}

/// A trusted-proxy entry that could not be read, with the entry and why.
public struct TrustedProxyError: Error, Sendable, Equatable, CustomStringConvertible {
    public let entry: String
    public let reason: String
    public var description: String {
        "trusted proxy '\(entry.prefix(80))': \(reason) (expected an address such as 10.0.0.7 or a network such as 10.0.0.0/8 or 2001:db8::/32)"
    }
}
