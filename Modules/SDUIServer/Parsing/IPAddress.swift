/// An IPv4 or IPv6 address, read strictly and written in one canonical form.
///
/// Limits per client count by this value, not by the text a header spelled
/// it with: `::FFFF:10.0.0.1`, `0:0:0:0:0:ffff:a00:1` and `10.0.0.1` are one
/// client. IPv4 is kept as its IPv4-mapped IPv6 form and written as IPv4;
/// IPv6 is written as RFC 5952 says (lower case, no leading zeros, the
/// longest run of zero groups as `::`). Dotted quads take no leading zeros
/// (`010.0.0.1` is octal to some parsers and decimal to others, so it is
/// refused), and zone ids (`fe80::1%eth0`) are refused.
struct IPAddress: Hashable, Sendable, CustomStringConvertible {
    /// The 16 bytes, IPv4 as `::ffff:a.b.c.d`.
    let bytes: [UInt8]

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Reads `text` as an IPv4 or IPv6 address; nil when it is neither.
    init?(_ text: Substring) {
        let characters = Array(text.utf8)
        guard !characters.isEmpty, characters.count <= 45 else { return nil }
        if let v4 = Self.ipv4(characters[...]) {
            self.init(bytes: Self.mappedPrefix + v4)
        } else if let v6 = Self.ipv6(characters) {
            self.init(bytes: v6)
        } else {
            return nil
        }
    }

    init?(_ text: String) { self.init(Substring(text)) }

    private static let mappedPrefix: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF]

    /// An IPv4 address (or one mapped into IPv6).
    var isIPv4: Bool { bytes.starts(with: Self.mappedPrefix) }

    var description: String {
        if isIPv4 { return bytes[12...].map { String($0) }.joined(separator: ".") }
        var groups: [UInt16] = []
        for index in stride(from: 0, to: 16, by: 2) { groups.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])) }
        // The longest run of two or more zero groups (the first of equals) becomes "::".
        var best: (start: Int, count: Int) = (-1, 0)
        var index = 0
        while index < groups.count {
            guard groups[index] == 0 else { index += 1; continue }
            var end = index
            while end < groups.count, groups[end] == 0 { end += 1 }
            if end - index > best.count { best = (index, end - index) }
            index = end
        }
        let hex = { (group: UInt16) in String(group, radix: 16) }
        guard best.count >= 2 else { return groups.map(hex).joined(separator: ":") }
        let head = groups[..<best.start].map(hex).joined(separator: ":")
        let tail = groups[(best.start + best.count)...].map(hex).joined(separator: ":")
        return head + "::" + tail
    }

    /// Four decimal octets without leading zeros.
    private static func ipv4(_ characters: ArraySlice<UInt8>) -> [UInt8]? {
        let parts = characters.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var octets: [UInt8] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy(isDigit),
                  part.count == 1 || part.first != UInt8(ascii: "0") else { return nil }
            var value = 0
            for digit in part { value = value * 10 + Int(digit - UInt8(ascii: "0")) }
            guard value <= 255 else { return nil }
            octets.append(UInt8(value))
        }
        return octets
    }

    /// Eight groups of 1–4 hex digits, one `::` standing for one or more zero
    /// groups, the last two groups optionally a dotted quad.
    private static func ipv6(_ characters: [UInt8]) -> [UInt8]? {
        let colon = UInt8(ascii: ":")
        var doubleColon: Int?
        var index = 0
        while index + 1 < characters.count {
            if characters[index] == colon, characters[index + 1] == colon {
                guard doubleColon == nil else { return nil }
                doubleColon = index
                index += 2
            } else {
                index += 1
            }
        }
        func groups(_ part: ArraySlice<UInt8>, last: Bool) -> [UInt8]? {
            guard !part.isEmpty else { return [] }
            let pieces = part.split(separator: colon, omittingEmptySubsequences: false)
            var bytes: [UInt8] = []
            for (position, piece) in pieces.enumerated() {
                if last, position == pieces.count - 1, piece.contains(UInt8(ascii: ".")) {
                    guard let v4 = ipv4(piece) else { return nil }
                    bytes += v4
                    continue
                }
                guard (1...4).contains(piece.count) else { return nil }
                var value: UInt16 = 0
                for digit in piece {
                    guard let nibble = HexDigit.value(of: digit) else { return nil }
                    value = value << 4 | UInt16(nibble)
                }
                bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
            }
            return bytes
        }
        if let at = doubleColon {
            guard let head = groups(characters[..<at], last: false),
                  let tail = groups(characters[(at + 2)...], last: true),
                  head.count + tail.count <= 14 else { return nil }
            return head + [UInt8](repeating: 0, count: 16 - head.count - tail.count) + tail
        }
        guard let all = groups(characters[...], last: true), all.count == 16 else { return nil }
        return all
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

}
