import CCurl
import SDUI

/// The `curl_slist` of request header lines for one exchange.
///
/// The transport sends the request's fields and nothing of libcurl's own
/// choosing: libcurl would otherwise add `Accept: */*`, a form-encoded
/// `Content-Type` to a POST and `Expect: 100-continue` to larger bodies
/// (a one-second stall with servers that ignore it). A field written as
/// `Name:` with nothing after it tells libcurl to leave that field out.
/// `Content-Length` and `Transfer-Encoding` are libcurl's to write, from the
/// actual body, so the request cannot be framed wrongly.
enum CurlHeaderList {
    /// Builds the lines, or says which field cannot be sent.
    static func lines(for request: ExchangeRequest) -> Result<[String], TransportError> {
        var lines: [String] = []
        var present: Set<String> = []
        for (name, value) in request.headers {
            let lowered = name.lowercased()
            if lowered == "content-length" || lowered == "transfer-encoding" { continue }
            guard HTTPToken.isValid(name) else {
                return .failure(.invalidURL(request.url.description, reason: "the request header name '\(name)' is not an HTTP token"))
            }
            guard !value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }) else {
                return .failure(.invalidURL(request.url.description, reason: "the request header '\(name)' has a line break in its value"))
            }
            present.insert(lowered)
            // "Name;" is libcurl's spelling of a field with an empty value.
            lines.append(value.isEmpty ? "\(name);" : "\(name): \(value)")
        }
        for (name, lowered) in [("Accept", "accept"), ("Expect", "expect"), ("Content-Type", "content-type")]
        where !present.contains(lowered) {
            lines.append("\(name):")
        }
        return .success(lines)
    }

    /// Copies `lines` (never empty: see `lines(for:)`) into a new list, or
    /// nil when libcurl could not allocate it. The caller frees the list
    /// with `curl_slist_free_all` once the transfer is removed.
    static func make(_ lines: [String]) -> UnsafeMutablePointer<curl_slist>? {
        var list: UnsafeMutablePointer<curl_slist>?
        for line in lines {
            // curl_slist_append copies the string; on failure it returns nil
            // and leaves the list untouched, so free what was built.
            guard let appended = curl_slist_append(list, line) else {
                curl_slist_free_all(list)
                return nil
            }
            list = appended
        }
        return list
    }
}
