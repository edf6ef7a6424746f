import SDUI

/// Which URLs the transport sends to: `https` anywhere, plain `http` only to
/// loopback, no credentials in the URL, nothing else.
///
/// Checked before a request is handed to libcurl, so a refused URL causes no
/// network traffic at all, not even a DNS lookup. libcurl receives the parsed
/// URL's own spelling (without the fragment, which is never sent), so the
/// host judged here is exactly the host libcurl connects to.
enum URLPolicy {
    /// Parses `text` and applies the policy; the result has no fragment.
    static func check(_ text: String) throws(TransportError) -> WebURL {
        let url: WebURL
        do throws(WebURL.ParseError) {
            url = try WebURL(parsing: text)
        } catch {
            // "file:///x" or "javascript:…" fail to parse for lack of a host or
            // "//"; what the caller needs to hear is that the scheme is wrong.
            if let scheme = unsupportedScheme(of: text) { throw unsupported(scheme, in: text) }
            throw .invalidURL(text, reason: error.reason)
        }
        try check(url, as: text)
        return url.withoutFragment
    }

    /// Applies the policy to a parsed URL; `text` is what errors quote.
    static func check(_ url: WebURL, as text: String) throws(TransportError) {
        guard url.scheme == "http" || url.scheme == "https" else { throw unsupported(url.scheme, in: text) }
        guard url.userInfo == nil else { throw .invalidURL(text, reason: "credentials in the URL are not allowed") }
        if url.scheme == "http", !url.isLoopback {
            throw .insecureURL(text)
        }
    }

    private static func unsupportedScheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon].lowercased()
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }),
              scheme != "http", scheme != "https"
        else { return nil }
        return scheme
    }

    private static func unsupported(_ scheme: String, in text: String) -> TransportError {
        .invalidURL(text, reason: "the scheme '\(scheme)' is not supported; only https, or http to loopback")
    }
}
