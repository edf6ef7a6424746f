extension WebURL {
    /// The path's segments, each percent-decoded on its own, empty segments
    /// left out: `/track/a%2Fb/` is `["track", "a/b"]`. Decoding after
    /// splitting keeps an encoded `/` inside its segment, so it can never
    /// reach a route the raw path does not name.
    public func decodedPathSegments() throws(ParseError) -> [String] {
        var segments: [String] = []
        for raw in path.split(separator: "/") {
            segments.append(try Self.percentDecoded(raw, in: self))
        }
        return segments
    }

    /// The query's `name=value` pairs in order, percent-decoded; a pair
    /// without `=` has the value "".
    public func decodedQueryItems() throws(ParseError) -> [(name: String, value: String)] {
        guard let query else { return [] }
        var items: [(name: String, value: String)] = []
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.percentDecoded(parts[0], in: self)
            let value = parts.count == 2 ? try Self.percentDecoded(parts[1], in: self) : ""
            items.append((name: name, value: value))
        }
        return items
    }

    /// `%XX` escapes turned into bytes, or nil when an escape is incomplete
    /// or the bytes are not UTF-8: for parts a URL carries encoded (user
    /// names, passwords, segments, query values).
    public static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            guard byte == 0x25 else {
                bytes.append(byte)
                continue
            }
            guard let high = utf8.popFirst(), let low = utf8.popFirst(),
                  URLCharacters.isHexDigit(high), URLCharacters.isHexDigit(low),
                  let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            else { return nil }
            bytes.append(value)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    static func percentDecoded(_ text: Substring, in url: WebURL) throws(ParseError) -> String {
        guard let decoded = percentDecoded(text) else {
            throw ParseError(input: String(url.description.prefix(200)), reason: "'\(text)' does not decode to UTF-8 text")
        }
        return decoded
    }
}
