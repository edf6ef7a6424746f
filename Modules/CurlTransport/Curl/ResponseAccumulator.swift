/// Collects the status line, header fields and body of one response as
/// libcurl delivers them, enforcing the size limit as bytes arrive.
///
/// Lives on the thread that drives its transfer (see `CurlExchange`); libcurl's
/// callbacks reach it through an unretained pointer while its `CurlExchange`
/// keeps it alive.
final class ResponseAccumulator {
    let limit: Int
    private(set) var body: [UInt8] = []
    private(set) var headers: [(name: String, value: String)] = []
    /// Set when the body went past `limit` and the transfer was aborted.
    private(set) var exceededLimit = false

    init(limit: Int) {
        self.limit = limit
    }

    /// Appends body bytes; false aborts the transfer (the limit was reached).
    func appendBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count <= limit - body.count else {
            exceededLimit = true
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    /// One header line, CRLF included. A status line starts a new response
    /// (an interim 1xx), so only the fields of the last response are kept.
    func appendHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        var line = String(decoding: bytes, as: UTF8.self)
        while line.last == "\r\n" || line.last == "\n" || line.last == "\r" {
            line.removeLast()
        }
        if line.hasPrefix("HTTP/") {
            headers.removeAll()
            return
        }
        if line.isEmpty { return }
        if line.first == " " || line.first == "\t" {
            // An obsolete folded continuation of the previous field.
            if !headers.isEmpty {
                headers[headers.count - 1].value += " " + Self.trimmed(Substring(line))
            }
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        headers.append((String(line[..<colon]), Self.trimmed(line[line.index(after: colon)...])))
    }

    private static func trimmed(_ text: Substring) -> String {
        var slice = text
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
