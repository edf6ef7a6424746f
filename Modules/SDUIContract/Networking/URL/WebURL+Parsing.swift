extension WebURL {
    /// Parses an absolute URL; the error says what is wrong with it.
    public init(parsing text: String) throws(ParseError) {
        func fail(_ reason: String) -> ParseError { ParseError(input: String(text.prefix(200)), reason: reason) }
        guard !text.isEmpty else { throw fail("it is empty") }
        guard text.utf8.count <= Self.maximumLength else { throw fail("longer than \(Self.maximumLength) bytes") }
        for byte in text.utf8 {
            if byte == 0x20 { throw fail("it contains a space; URLs must be percent-encoded ASCII") }
            if byte < 0x20 || byte >= 0x7F {
                throw fail("it contains the byte 0x\(String(byte, radix: 16, uppercase: true)); URLs must be percent-encoded ASCII")
            }
            if byte == UInt8(ascii: "\\") { throw fail("it contains a backslash") }
        }
        guard let colon = text.firstIndex(of: ":"), URLCharacters.isScheme(text[..<colon]) else {
            throw fail("it has no scheme (expected https://…)")
        }
        let scheme = text[..<colon].lowercased()
        let afterScheme = text[text.index(after: colon)...]
        guard afterScheme.hasPrefix("//") else { throw fail("expected '//' after '\(scheme):'") }
        let rest = afterScheme.dropFirst(2)

        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        var remainder = rest[authorityEnd...]
        var fragment: String?
        if let hash = remainder.firstIndex(of: "#") {
            let text = remainder[remainder.index(after: hash)...]
            if let reason = URLCharacters.problem(in: text, allowing: "/?", part: "fragment") { throw fail(reason) }
            fragment = String(text)
            remainder = remainder[..<hash]
        }
        var query: String?
        if let question = remainder.firstIndex(of: "?") {
            let text = remainder[remainder.index(after: question)...]
            if let reason = URLCharacters.problem(in: text, allowing: "/?", part: "query") { throw fail(reason) }
            query = String(text)
            remainder = remainder[..<question]
        }
        if let reason = URLCharacters.problem(in: remainder, allowing: "/", part: "path") { throw fail(reason) }

        var userInfo: String?
        if let at = authority.lastIndex(of: "@") {
            let text = authority[..<at]
            if let reason = URLCharacters.problem(in: text, allowing: "", part: "user info") { throw fail(reason) }
            userInfo = String(text)
            authority = authority[authority.index(after: at)...]
        }
        var hostText = authority
        var portText: Substring?
        if authority.first == "[" {
            guard let close = authority.firstIndex(of: "]") else { throw fail("unterminated IPv6 address") }
            hostText = authority[...close]
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.first == ":" else { throw fail("unexpected text after the IPv6 address") }
                portText = after.dropFirst()
            }
        } else if let portColon = authority.firstIndex(of: ":") {
            hostText = authority[..<portColon]
            portText = authority[authority.index(after: portColon)...]
        }
        let host: WebHost
        switch WebHost.parse(hostText) {
        case .success(let parsed): host = parsed
        case .failure(let error): throw fail(error.reason)
        }
        var port: Int?
        if let portText {
            guard !portText.isEmpty, portText.utf8.count <= 5, portText.utf8.allSatisfy(URLCharacters.isDigit),
                  let value = Int(portText), (1...65535).contains(value)
            else { throw fail("the port '\(portText)' is not a number from 1 to 65535") }
            port = value
        }
        self.init(
            scheme: scheme, userInfo: userInfo, host: host, port: port,
            path: remainder.isEmpty ? "/" : String(remainder), query: query, fragment: fragment)
    }
}
