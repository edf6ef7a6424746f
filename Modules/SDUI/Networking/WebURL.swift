/// A strict parser for the `scheme://host[:port]/path?query#fragment` URLs
/// that clients exchange with servers.
///
/// Security decisions hang on it (which URLs a client opens, which origin a
/// redirect goes to, which deep links a clip accepts), so it refuses anything
/// ambiguous instead of guessing: control characters, spaces, backslashes,
/// percent signs in hosts, empty hosts, bad ports. Hosts and schemes are
/// lower-cased, so comparisons are exact.
public struct WebURL: Sendable, Hashable, CustomStringConvertible {
    public let scheme: String
    /// Present when the URL had `user[:password]@`; policies usually refuse such URLs.
    public let userInfo: String?
    /// Lower-cased; IPv6 addresses keep their brackets.
    public let host: String
    public let port: Int?
    /// Starts with `/`; `/` when the URL had no path.
    public let path: String
    public let query: String?
    public let fragment: String?

    /// Why a string is not an acceptable URL.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        public let input: String
        public let reason: String
        public var description: String { "invalid URL '\(input)': \(reason)" }
    }

    public static let maximumLength = 4096

    public init(parsing text: String) throws(ParseError) {
        func fail(_ reason: String) -> ParseError { ParseError(input: String(text.prefix(200)), reason: reason) }
        guard !text.isEmpty else { throw fail("it is empty") }
        guard text.utf8.count <= Self.maximumLength else { throw fail("longer than \(Self.maximumLength) bytes") }
        for byte in text.utf8 {
            if byte <= 0x20 || byte == 0x7F { throw fail("contains a space or control character") }
            if byte == UInt8(ascii: "\\") { throw fail("contains a backslash") }
            if byte >= 0x80 { throw fail("contains non-ASCII characters (use punycode and percent-encoding)") }
        }
        guard let colon = text.firstIndex(of: ":") else { throw fail("no scheme") }
        let scheme = String(text[..<colon]).lowercased()
        guard let first = scheme.first, first.isLetter,
              scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
        else { throw fail("invalid scheme") }
        let afterScheme = text[text.index(after: colon)...]
        guard afterScheme.hasPrefix("//") else { throw fail("expected '//' after '\(scheme):'") }
        var rest = afterScheme.dropFirst(2)

        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        var query: String?
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        let path = rest[authorityEnd...].isEmpty ? "/" : String(rest[authorityEnd...])

        var userInfo: String?
        if let at = authority.lastIndex(of: "@") {
            userInfo = String(authority[..<at])
            authority = authority[authority.index(after: at)...]
        }
        var host: Substring
        var portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw fail("unterminated IPv6 address") }
            host = authority[...close]
            let inner = authority[authority.index(after: authority.startIndex)..<close]
            guard !inner.isEmpty, inner.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                throw fail("invalid IPv6 address")
            }
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.first == ":" else { throw fail("unexpected characters after the IPv6 address") }
                portText = after.dropFirst()
            }
        } else {
            if let portColon = authority.lastIndex(of: ":") {
                host = authority[..<portColon]
                portText = authority[authority.index(after: portColon)...]
            } else {
                host = authority
            }
            guard !host.isEmpty else { throw fail("no host") }
            guard host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == "_" }) else {
                throw fail("the host contains characters a host name cannot have")
            }
            // Written without String.contains(String): the clip links no _StringProcessing.
            let hasEmptyLabel = host.split(separator: ".", omittingEmptySubsequences: false).dropLast().contains { $0.isEmpty }
            guard !host.hasPrefix("."), !hasEmptyLabel else {
                throw fail("the host has empty labels")
            }
        }
        var port: Int?
        if let portText {
            guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy(\.isNumber),
                  let value = Int(portText), (1...65535).contains(value)
            else { throw fail("invalid port '\(portText)'") }
            port = value
        }
        self.scheme = scheme
        self.userInfo = userInfo
        self.host = host.lowercased()
        self.port = port
        self.path = path
        self.query = query
        self.fragment = fragment
    }

    /// The port in effect: the explicit one, or the scheme's default.
    public var effectivePort: Int? {
        if let port { return port }
        switch scheme {
        case "http": return 80
        case "https": return 443
        default: return nil
        }
    }

    /// Scheme, host and effective port: what "same origin" compares.
    public var origin: String {
        "\(scheme)://\(host)\(effectivePort.map { ":\($0)" } ?? "")"
    }

    /// True for `localhost`, `127.0.0.0/8` and `[::1]`.
    public var isLoopback: Bool {
        if host == "localhost" || host == "[::1]" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        guard octets.count == 4, octets[0] == "127" else { return false }
        return octets.allSatisfy { octet in
            guard let value = Int(octet), (0...255).contains(value), octet.count <= 3 else { return false }
            return octet == "0" || !octet.hasPrefix("0")
        }
    }

    /// `https` anywhere, or `http` to this machine, and no user info: what a client may contact or open.
    public var isSafeToContact: Bool {
        guard userInfo == nil else { return false }
        return scheme == "https" || (scheme == "http" && isLoopback)
    }

    /// The path and query, as sent in a request line.
    public var pathAndQuery: String {
        query.map { "\(path)?\($0)" } ?? path
    }

    public var description: String {
        var text = "\(scheme)://"
        if let userInfo { text += "\(userInfo)@" }
        text += host
        if let port { text += ":\(port)" }
        text += pathAndQuery
        if let fragment { text += "#\(fragment)" }
        return text
    }

    /// Resolves a reference found in a document (absolute, `//host/…`, `/path`
    /// or `relative/path`) against this URL, per RFC 3986 section 5.
    public func resolving(_ reference: String) throws(ParseError) -> WebURL {
        if Self.hasScheme(reference) { return try WebURL(parsing: reference) }
        if reference.hasPrefix("//") { return try WebURL(parsing: "\(scheme):\(reference)") }
        let base = "\(scheme)://\(host)\(port.map { ":\($0)" } ?? "")"
        var pathPart = Substring(reference)
        var suffix = ""
        if let marker = pathPart.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            suffix = String(pathPart[marker...])
            pathPart = pathPart[..<marker]
        }
        let merged: String
        if pathPart.isEmpty {
            let keepQuery = suffix.hasPrefix("#") ? (query.map { "?\($0)" } ?? "") : ""
            return try WebURL(parsing: base + path + keepQuery + suffix)
        } else if pathPart.hasPrefix("/") {
            merged = String(pathPart)
        } else {
            let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "/"
            merged = directory + pathPart
        }
        return try WebURL(parsing: base + Self.removingDotSegments(merged) + suffix)
    }

    /// True when the text starts with `scheme:`, which makes it absolute
    /// (`javascript:…` included, which parsing then refuses).
    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else { return false }
        return text[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    /// RFC 3986 `remove_dot_segments`: `/a/b/../c/./d` becomes `/a/c/d`.
    public static func removingDotSegments(_ path: String) -> String {
        var output: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            switch segment {
            case ".":
                if isLast { output.append("") }
            case "..":
                if !output.isEmpty { output.removeLast() }
                if isLast { output.append("") }
            default:
                output.append(segment)
            }
        }
        return "/" + output.joined(separator: "/")
    }
}
