extension WebURL {
    /// Resolves a reference found in a document or a `Location` header
    /// (absolute, `//host/…`, `/path`, `relative/path`, `?query` or
    /// `#fragment`) against this URL, per RFC 3986 section 5. The result is
    /// parsed again, so it is exactly as strict as any other `WebURL`.
    public func resolving(_ reference: String) throws(ParseError) -> WebURL {
        if Self.hasScheme(reference) { return try WebURL(parsing: reference) }
        if reference.hasPrefix("//") { return try WebURL(parsing: "\(scheme):\(reference)") }
        var pathPart = Substring(reference)
        var suffix = ""
        if let marker = pathPart.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            suffix = String(pathPart[marker...])
            pathPart = pathPart[..<marker]
        }
        if pathPart.isEmpty {
            // "" and "#f" keep the query; "?q" replaces it.
            let keepQuery = suffix.hasPrefix("?") ? "" : (query.map { "?\($0)" } ?? "")
            return try WebURL(parsing: root + path + keepQuery + suffix)
        }
        let merged: String
        if pathPart.hasPrefix("/") {
            merged = String(pathPart)
        } else {
            let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "/"
            merged = directory + pathPart
        }
        return try WebURL(parsing: root + Self.removingDotSegments(merged) + suffix)
    }

    /// True when the text starts with `scheme:`, which makes it absolute
    /// (`javascript:…` included, which parsing then refuses).
    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        return URLCharacters.isScheme(text[..<colon])
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
