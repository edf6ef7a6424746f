import SDUI

/// Which URLs the transport sends to: `https` anywhere, plain `http` only to
/// loopback, nothing else.
///
/// Checked before a request is handed to libcurl (and again for every
/// redirect), so a refused URL causes no network traffic at all, not even a
/// DNS lookup.
enum URLPolicy {
    /// Parses `text` and applies the policy.
    static func check(_ text: String) throws(TransportError) -> HTTPURL {
        let url = try HTTPURL.parse(text)
        try check(url, as: text)
        return url
    }

    /// Applies the policy to a parsed URL; `text` is what errors quote.
    static func check(_ url: HTTPURL, as text: String) throws(TransportError) {
        if url.scheme == .http, !url.host.isLoopback {
            throw .insecureURL(text)
        }
    }
}
