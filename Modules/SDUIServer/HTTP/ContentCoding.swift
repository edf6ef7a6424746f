import CompressNIO
import Hummingbird

/// gzip for answers a client asked to have compressed (`Accept-Encoding`),
/// through compress-nio (zlib). Small bodies are sent as they are: below
/// `threshold` the gzip header and the lost request-to-request reuse of
/// the bytes cost more than they save.
enum ContentCoding {
    /// Bodies shorter than this are never compressed.
    static let threshold = 1024
    /// Bodies longer than this are not compressed per request (a cached
    /// rendering is compressed once, whatever its size).
    static let perRequestLimit = 4 << 20

    /// Whether `Accept-Encoding` takes gzip: named (or `*`) without `q=0`.
    static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var gzip: Bool?
        var any: Bool?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";").map { trimmed($0).lowercased() }
            guard let name = parts.first else { continue }
            let refused = parts.dropFirst().contains { parameter in
                let pair = parameter.split(separator: "=", maxSplits: 1).map(trimmed)
                guard pair.count == 2, pair[0] == "q", let weight = Double(pair[1]) else { return false }
                return weight <= 0
            }
            switch name {
            case "gzip", "x-gzip": gzip = !refused
            case "*": any = !refused
            default: break
            }
        }
        return gzip ?? any ?? false
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }

    /// The gzip form of `body`, or nil when it is below the threshold or
    /// would not be smaller.
    static func gzip(_ body: ByteBuffer) -> ByteBuffer? {
        guard body.readableBytes >= threshold else { return nil }
        var input = body
        guard let compressed = try? input.compress(with: .gzip()), compressed.readableBytes < body.readableBytes else {
            return nil
        }
        return compressed
    }
}
