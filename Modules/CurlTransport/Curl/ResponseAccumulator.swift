/// Collects the status line, header fields and body of one response as
/// libcurl delivers them, enforcing the size limit as bytes arrive.
///
/// Lives on the thread that drives its transfer (see `CurlExchange`); libcurl's
/// callbacks reach it through an unretained pointer while its `CurlExchange`
/// keeps it alive.
final class ResponseAccumulator {
    let limit: Int
    /// The most header bytes, counted over every response of the exchange
    /// (interim 1xx ones too), so endless interim answers cannot grow it.
    let headerLimit: Int
    private(set) var body: [UInt8] = []
    private(set) var headers: [(name: String, value: String)] = []
    /// Set when the body went past `limit` and the transfer was aborted.
    private(set) var exceededLimit = false
    /// Set when the header lines went past `headerLimit` and the transfer was aborted.
    private(set) var exceededHeaderLimit = false
    /// True once the blank line after the last response's fields arrived
    /// (false again when another status line starts a new response).
    private(set) var headersEnded = false
    private var headerBytes = 0
    /// The status of the response being received (from its status line).
    private(set) var status = 0
    /// Takes the body of a 2xx response as it arrives (a stream); others are collected.
    private let sink: (@Sendable ([UInt8]) -> Bool)?
    /// Set when the sink asked to stop.
    private(set) var sinkStopped = false

    init(limit: Int, headerLimit: Int = 64 * 1024, sink: (@Sendable ([UInt8]) -> Bool)? = nil) {
        self.limit = limit
        self.headerLimit = headerLimit
        self.sink = sink
    }

    /// Appends body bytes (or hands them to the sink); false aborts the
    /// transfer (the limit was reached, or the sink has had enough).
    func appendBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if let sink, (200..<300).contains(status) {
            guard sink(Array(bytes)) else {
                sinkStopped = true
                return false
            }
            return true
        }
        guard bytes.count <= limit - body.count else {
            exceededLimit = true
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    /// One header line, CRLF included; false aborts the transfer (the
    /// header limit was reached). A status line starts a new response (an
    /// interim 1xx), so only the fields of the last response are kept.
    @discardableResult
    func appendHeaderLine(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count <= headerLimit - headerBytes else {
            exceededHeaderLimit = true
            return false
        }
        headerBytes += bytes.count
        var line = String(decoding: bytes, as: UTF8.self)
        while line.last == "\r\n" || line.last == "\n" || line.last == "\r" {
            line.removeLast()
        }
        if line.hasPrefix("HTTP/") {
            headers.removeAll()
            headersEnded = false
            let parts = line.split(separator: " ", maxSplits: 2)
            status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            return true
        }
        if line.isEmpty {
            headersEnded = true
            return true
        }
        if line.first == " " || line.first == "\t" {
            // An obsolete folded continuation of the previous field.
            if !headers.isEmpty {
                headers[headers.count - 1].value += " " + Self.trimmed(Substring(line))
            }
            return true
        }
        guard let colon = line.firstIndex(of: ":") else { return true }
        headers.append((String(line[..<colon]), Self.trimmed(line[line.index(after: colon)...])))
        return true
    }

    private static func trimmed(_ text: Substring) -> String {
        var slice = text
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
