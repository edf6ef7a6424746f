import SDUI

/// Reads an absolute `http(s)` URL or a reference relative to one.
///
/// Strict on purpose: every byte must be printable ASCII, percent escapes
/// must be complete, and anything the transport would have to guess about
/// (user info, empty ports, odd hosts) is an error naming the problem.
struct HTTPURLParser {
    private let text: String

    init(_ text: String) {
        self.text = text
    }

    /// `scheme://host[:port][/path][?query][#fragment]`.
    func parseAbsolute() throws(TransportError) -> HTTPURL {
        try checkCharacters()
        guard let colon = text.firstIndex(of: ":") else {
            throw invalid("it has no scheme (expected https://…)")
        }
        let schemeText = text[..<colon]
        guard Self.isScheme(schemeText) else { throw invalid("it has no scheme (expected https://…)") }
        guard let scheme = HTTPURL.Scheme(rawValue: schemeText.lowercased()) else {
            throw invalid("the scheme '\(schemeText.lowercased())' is not supported; only https, or http to loopback")
        }
        let afterScheme = text[text.index(after: colon)...]
        guard afterScheme.hasPrefix("//") else { throw invalid("expected '//' after '\(schemeText):'") }
        let rest = afterScheme.dropFirst(2)
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let (host, port) = try parseAuthority(rest[..<authorityEnd])
        let (path, query) = try Self.splitPathAndQuery(rest[authorityEnd...], url: text)
        return HTTPURL(scheme: scheme, host: host, port: port, path: path.isEmpty ? "/" : path, query: query)
    }

    /// Splits `path?query#fragment`, drops the fragment, checks the characters.
    static func splitPathAndQuery(_ text: Substring, url: String) throws(TransportError) -> (path: String, query: String?) {
        let withoutFragment = text.firstIndex(of: "#").map { text[..<$0] } ?? text
        let queryStart = withoutFragment.firstIndex(of: "?")
        let path = queryStart.map { withoutFragment[..<$0] } ?? withoutFragment
        let query = queryStart.map { withoutFragment[withoutFragment.index(after: $0)...] }
        try checkComponent(path, allowing: "/", url: url, part: "path")
        if let query { try checkComponent(query, allowing: "/?", url: url, part: "query") }
        return (String(path), query.map(String.init))
    }

    /// ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
    static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, isAlpha(first) else { return false }
        return text.utf8.allSatisfy { isAlpha($0) || isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }
    }

    private func checkCharacters() throws(TransportError) {
        if text.isEmpty { throw invalid("it is empty") }
        for byte in text.utf8 where byte <= 0x20 || byte >= 0x7F {
            let shown = byte == 0x20 ? "a space" : "the byte 0x\(String(byte, radix: 16, uppercase: true))"
            throw invalid("it contains \(shown); URLs must be percent-encoded ASCII")
        }
    }

    private func parseAuthority(_ authority: Substring) throws(TransportError) -> (HTTPHost, Int?) {
        if authority.contains("@") {
            throw invalid("credentials in the URL are not allowed")
        }
        var hostPart = authority
        var portPart: Substring?
        if authority.first == "[" {
            guard let close = authority.firstIndex(of: "]") else { throw invalid("unterminated IPv6 address") }
            hostPart = authority[...close]
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.first == ":" else { throw invalid("unexpected text after the IPv6 address") }
                portPart = after.dropFirst()
            }
        } else if let colon = authority.firstIndex(of: ":") {
            hostPart = authority[..<colon]
            portPart = authority[authority.index(after: colon)...]
        }
        let host: HTTPHost
        switch HTTPHost.parse(hostPart) {
        case .success(let parsed): host = parsed
        case .failure(let error): throw invalid(error.reason)
        }
        guard let portPart else { return (host, nil) }
        guard !portPart.isEmpty, portPart.count <= 5, portPart.utf8.allSatisfy(Self.isDigit),
              let port = Int(portPart), (1...65535).contains(port)
        else { throw invalid("the port '\(portPart)' is not a number from 1 to 65535") }
        return (host, port)
    }

    /// pchar = unreserved / pct-encoded / sub-delims / ":" / "@", plus `extra`.
    private static func checkComponent(_ text: Substring, allowing extra: String, url: String, part: String) throws(TransportError) {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x25 {  // %
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
                    throw .invalidURL(url, reason: "the \(part) has an incomplete percent escape")
                }
                index += 3
                continue
            }
            let allowed = isAlpha(byte) || isDigit(byte) || "-._~!$&'()*+,;=:@".utf8.contains(byte)
                || extra.utf8.contains(byte)
            guard allowed else {
                throw .invalidURL(url, reason: "the \(part) contains '\(Character(Unicode.Scalar(byte)))', which must be percent-encoded")
            }
            index += 1
        }
    }

    private func invalid(_ reason: String) -> TransportError {
        .invalidURL(text, reason: reason)
    }

    private static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) }
}
