import SDUI

extension HTTPURL {
    /// The URL a `Location` header points to, read relative to this one
    /// (RFC 3986 section 5.2): absolute, scheme-relative (`//host/…`),
    /// absolute-path (`/a`), relative-path (`a`, `../a`) or query-only (`?q`).
    func resolve(_ reference: String) throws(TransportError) -> HTTPURL {
        let trimmed = Substring(reference)
        if trimmed.isEmpty { return self }
        if let colon = trimmed.firstIndex(of: ":"), HTTPURLParser.isScheme(trimmed[..<colon]) {
            return try HTTPURL.parse(reference)
        }
        if trimmed.hasPrefix("//") {
            return try HTTPURL.parse("\(scheme.rawValue):\(reference)")
        }
        for byte in reference.utf8 where byte <= 0x20 || byte >= 0x7F {
            throw .invalidURL(reference, reason: "it contains the byte 0x\(String(byte, radix: 16, uppercase: true)); URLs must be percent-encoded ASCII")
        }
        let (referencePath, referenceQuery) = try HTTPURLParser.splitPathAndQuery(trimmed, url: reference)
        var target = self
        if referencePath.isEmpty {
            target.query = referenceQuery ?? query
        } else if referencePath.hasPrefix("/") {
            target.path = Self.removeDotSegments(referencePath)
            target.query = referenceQuery
        } else {
            let directory = path[...(path.lastIndex(of: "/") ?? path.startIndex)]
            target.path = Self.removeDotSegments(String(directory) + referencePath)
            target.query = referenceQuery
        }
        return target
    }

    /// RFC 3986 `remove_dot_segments`, shared with the core's `WebURL`.
    static func removeDotSegments(_ path: String) -> String {
        WebURL.removingDotSegments(path)
    }
}
