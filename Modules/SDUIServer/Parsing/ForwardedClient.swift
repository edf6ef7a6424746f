/// The client's address behind trusted proxies: the right-most address of
/// the forwarding chain that is not a trusted proxy.
///
/// Each proxy appends the address it received the request from, so reading
/// from the right, every hop up to the first untrusted one was written by a
/// proxy we trust; what lies left of it was written by the client (or by
/// proxies we know nothing of) and is never read. A hop that cannot be read
/// where it matters (garbage, a port on a bare address, `unknown`, an
/// obfuscated name), or a header longer than `maximumBytes`, gives the
/// connection's peer: the answer is never worse than without the header,
/// and nothing a client sends can make it name another client.
enum ForwardedClient {
    /// Header bytes (all lines of the header together) read at most.
    static let maximumBytes = 4096
    /// Hops read at most, from the right.
    static let maximumHops = 64

    /// The client's address, written canonically (`IPAddress`).
    /// - Parameters:
    ///   - peer: the connection's peer address; nil without a socket (then nil).
    ///   - values: every line of `trusted.header`, in order.
    static func address(peer: String?, values: [String], trusted: TrustedProxies) -> String? {
        guard let peer else { return nil }
        guard let peerAddress = IPAddress(peer) else { return peer }
        guard trusted.contains(peerAddress), !values.isEmpty else { return peerAddress.description }
        var total = 0
        for value in values {
            total += value.utf8.count + 1
            guard total <= maximumBytes else { return peerAddress.description }
        }
        let joined = values.joined(separator: ",")
        let hops: [Hop]
        switch trusted.header {
        case .xForwardedFor: hops = xForwardedFor(joined)
        case .forwarded:
            guard let read = forwarded(joined) else { return peerAddress.description }
            hops = read
        }
        var leftmost: IPAddress?
        for hop in hops.reversed().prefix(maximumHops) {
            guard case .address(let address) = hop else { return peerAddress.description }
            guard trusted.contains(address) else { return address.description }
            leftmost = address
        }
        // Every hop a trusted proxy (or more hops than are read): the first one read.
        return (hops.count <= maximumHops ? leftmost : nil)?.description ?? peerAddress.description
    }

    /// One element of the chain.
    enum Hop: Equatable {
        case address(IPAddress)
        /// Anything else: garbage, `unknown`, an obfuscated identifier.
        case unreadable
    }

    /// `X-Forwarded-For`: addresses separated by commas, optional whitespace;
    /// empty elements are skipped (HTTP's list rule).
    static func xForwardedFor(_ value: String) -> [Hop] {
        value.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).compactMap { element in
            let text = trimmed(Substring(element))
            guard !text.isEmpty else { return nil }
            return IPAddress(text).map(Hop.address) ?? .unreadable
        }
    }

    /// `Forwarded` (RFC 7239): elements separated by commas, each `name=value`
    /// pairs separated by semicolons, values tokens or quoted strings; the
    /// hop is the `for` parameter: an IPv4 address, optionally with a port
    /// (quoted), or a bracketed IPv6 one, optionally with a port. Nil when the
    /// header does not read as that grammar at all.
    static func forwarded(_ value: String) -> [Hop]? {
        var hops: [Hop] = []
        var scanner = Scanner(Array(value.utf8))
        while true {
            scanner.skipWhitespace()
            if scanner.atEnd { break }
            if scanner.take(UInt8(ascii: ",")) { continue }   // an empty element
            var node: [UInt8]?
            var sawFor = false
            while true {
                scanner.skipWhitespace()
                guard let name = scanner.token(), scanner.take(UInt8(ascii: "=")), let pairValue = scanner.tokenOrQuoted() else { return nil }
                if name.lowercasedASCII == Array("for".utf8) {
                    guard !sawFor else { return nil }
                    sawFor = true
                    node = pairValue
                }
                scanner.skipWhitespace()
                if scanner.take(UInt8(ascii: ";")) { continue }
                break
            }
            hops.append(node.flatMap(forNode).map(Hop.address) ?? .unreadable)
            scanner.skipWhitespace()
            if scanner.atEnd { break }
            guard scanner.take(UInt8(ascii: ",")) else { return nil }
        }
        return hops
    }

    /// A `for` value: `192.0.2.1`, `192.0.2.1:8080`, `[2001:db8::1]`, `[2001:db8::1]:8080`.
    static func forNode(_ node: [UInt8]) -> IPAddress? {
        let text = Substring(String(decoding: node, as: UTF8.self))
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            let inside = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...]
            guard rest.isEmpty || isPort(rest), let address = IPAddress(inside), !address.isIPv4 || inside.contains(":") else { return nil }
            return address
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.count == 1 || isPort(":" + parts[1]), let address = IPAddress(parts[0]), address.isIPv4 else { return nil }
        return address
    }

    /// `:` and 1–5 digits.
    private static func isPort<S: StringProtocol>(_ text: S) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.first == UInt8(ascii: ":") && (2...6).contains(bytes.count)
            && bytes.dropFirst().allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.utf8.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { text = text.dropFirst() }
        while let last = text.utf8.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { text = text.dropLast() }
        return text
    }

    /// Reads RFC 9110 tokens and quoted strings.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index >= bytes.count }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func skipWhitespace() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        }

        mutating func token() -> [UInt8]? {
            let start = index
            while index < bytes.count, Self.isTokenCharacter(bytes[index]) { index += 1 }
            return index > start ? Array(bytes[start..<index]) : nil
        }

        mutating func tokenOrQuoted() -> [UInt8]? {
            guard take(UInt8(ascii: "\"")) else { return token() }
            var value: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return value
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    value.append(bytes[index])
                    index += 1
                default: value.append(byte)
                }
            }
            return nil   // no closing quote
        }

        /// tchar: letters, digits and ``!#$%&'*+-.^_`|~``.
        static func isTokenCharacter(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
            default: return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
            }
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate var lowercasedASCII: [UInt8] {
        map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
    }
}
