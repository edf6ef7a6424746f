/// The host of a `WebURL`: a DNS name, a dotted-decimal IPv4 address or a
/// bracketed IPv6 address.
///
/// Only spellings with one meaning are accepted, so `isLoopback` cannot be
/// fooled: `127.1`, `0x7f.0.0.1`, `2130706433` or `017.0.0.1` are what
/// `inet_aton` would read as addresses, and they are refused rather than
/// treated as names. The transport's redirect check, the token decorator's
/// origin check and the clip's allow-list all ask this one type.
public struct WebHost: Sendable, Hashable, CustomStringConvertible {
    /// What the host names: a DNS name, or an address given as its bytes.
    public enum Kind: Sendable, Hashable {
        case name
        case ipv4([UInt8])
        case ipv6([UInt16])
    }

    public let kind: Kind
    /// As written in a URL: lower-cased, IPv6 in brackets.
    public let text: String

    public var description: String { text }

    /// The form origins compare: equal addresses compare equal however they
    /// were written (`[::1]` and `[0:0::1]`).
    public var canonical: String {
        switch kind {
        case .name: return text
        case .ipv4(let bytes): return bytes.map(String.init).joined(separator: ".")
        case .ipv6(let groups): return "[" + groups.map { String($0, radix: 16) }.joined(separator: ":") + "]"
        }
    }

    /// `localhost`, 127.0.0.0/8 or ::1: addresses that never leave the machine,
    /// the only ones plain `http` may reach.
    public var isLoopback: Bool {
        switch kind {
        case .name: return text == "localhost"
        case .ipv4(let bytes): return bytes.first == 127
        case .ipv6(let groups): return groups == [0, 0, 0, 0, 0, 0, 0, 1]
        }
    }

    /// Parses the host part of an authority (brackets included for IPv6);
    /// the failure is the reason, for `WebURL.ParseError`.
    static func parse(_ raw: Substring) -> Result<WebHost, HostError> {
        if raw.isEmpty { return .failure(HostError("the host is empty")) }
        if raw.first == "[" {
            guard raw.last == "]", raw.count > 2 else { return .failure(HostError("unterminated IPv6 address")) }
            let inner = raw.dropFirst().dropLast().lowercased()
            guard let groups = parseIPv6(Substring(inner)) else {
                return .failure(HostError("'\(raw)' is not an IPv6 address (zone ids are not supported)"))
            }
            return .success(WebHost(kind: .ipv6(groups), text: "[\(inner)]"))
        }
        let lowered = raw.lowercased()
        for byte in lowered.utf8 {
            let allowed = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F  // - . _
            if !allowed {
                return .failure(HostError("the host '\(raw)' contains '\(Character(Unicode.Scalar(byte)))'"))
            }
        }
        let labels = lowered.split(separator: ".", omittingEmptySubsequences: false)
        if labels.contains(where: { $0.isEmpty }) {
            return .failure(HostError("the host '\(raw)' has an empty label"))
        }
        if let last = labels.last, looksNumeric(last) {
            guard let bytes = parseIPv4(labels) else {
                return .failure(HostError("'\(raw)' is not a dotted-decimal IPv4 address"))
            }
            return .success(WebHost(kind: .ipv4(bytes), text: lowered))
        }
        return .success(WebHost(kind: .name, text: lowered))
    }

    struct HostError: Error, Sendable {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// Digits, or a `0x` prefix: what the C resolver would take for a number.
    private static func looksNumeric(_ label: Substring) -> Bool {
        label.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } || label.hasPrefix("0x")
    }

    /// Exactly four decimal parts 0–255 without leading zeros.
    private static func parseIPv4(_ labels: [Substring]) -> [UInt8]? {
        guard labels.count == 4 else { return nil }
        var bytes: [UInt8] = []
        for label in labels {
            guard label.count <= 3, label.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                  label == "0" || label.first != "0",
                  let value = UInt8(label)
            else { return nil }
            bytes.append(value)
        }
        return bytes
    }

    /// RFC 4291 text form: hex groups, at most one `::`, an optional
    /// dotted-decimal tail for the last 32 bits.
    private static func parseIPv6(_ text: Substring) -> [UInt16]? {
        // Split at the first "::" by hand: the collection-separator `split` and
        // `contains` live in _StringProcessing, which the clip does not link.
        let colons = Array(text.utf8)
        let doubleColon = colons.indices.dropLast().first { colons[$0] == 0x3A && colons[$0 + 1] == 0x3A }
        let halves: [Substring]
        if let at = doubleColon {
            let head = text.utf8.index(text.startIndex, offsetBy: at)
            let tail = text.utf8.index(head, offsetBy: 2)
            guard text[tail...].first != ":" else { return nil }  // ":::"
            halves = [text[..<head], text[tail...]]
        } else {
            halves = [text]
        }
        guard let head = parseGroups(halves[0], allowIPv4Tail: halves.count == 1) else { return nil }
        if halves.count == 1 {
            return head.count == 8 ? head : nil
        }
        guard let tail = parseGroups(halves[1], allowIPv4Tail: true), head.count + tail.count <= 7 else {
            return nil
        }
        return head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
    }

    /// Colon-separated groups; an empty string is no group.
    private static func parseGroups(_ text: Substring, allowIPv4Tail: Bool) -> [UInt16]? {
        if text.isEmpty { return [] }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        var groups: [UInt16] = []
        for (index, part) in parts.enumerated() {
            if index == parts.count - 1, allowIPv4Tail, part.contains(".") {
                guard let bytes = parseIPv4(part.split(separator: ".", omittingEmptySubsequences: false)) else {
                    return nil
                }
                groups.append(UInt16(bytes[0]) << 8 | UInt16(bytes[1]))
                groups.append(UInt16(bytes[2]) << 8 | UInt16(bytes[3]))
                continue
            }
            let isHex = part.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
            guard (1...4).contains(part.count), isHex, let value = UInt16(part, radix: 16) else { return nil }
            groups.append(value)
        }
        return groups
    }
}
