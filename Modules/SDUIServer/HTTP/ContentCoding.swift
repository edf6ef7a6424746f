import CBrotli
import CompressNIO
import Hummingbird

/// gzip and Brotli for answers a client asked to have compressed
/// (`Accept-Encoding`): gzip through compress-nio (zlib) for every answer,
/// Brotli (libbrotlienc) for screens kept in the render cache, compressed
/// once per rendering. Small bodies are sent as they are: below `threshold`
/// the coding's header and the lost request-to-request reuse of the bytes
/// cost more than they save.
package enum ContentCoding {
    /// Brotli's quality (0–11): 5 compresses at about gzip's speed and the
    /// demo's screens to 0.88 of gzip's bytes (docs/server.md).
    static let brotliQuality: Int32 = 5

    /// Bodies shorter than this are never compressed.
    static let threshold = 1024
    /// Bodies longer than this are not compressed per request (a cached
    /// rendering is compressed once, whatever its size).
    static let perRequestLimit = 4 << 20

    /// The text types worth compressing: JSON answers, and the web client's
    /// scripts, styles and pages (`/app/`); pictures and fonts are compressed already.
    static let compressibleTypes = ["application/json", "text/javascript", "text/css", "text/html", "image/svg+xml",
                                    "application/manifest+json"]

    /// Whether a `Content-Type` is one of `compressibleTypes` (parameters such as `charset` aside).
    package static func isCompressible(contentType: String) -> Bool {
        compressibleTypes.contains { contentType.hasPrefix($0) }
    }

    /// Whether `Accept-Encoding` takes gzip: named (or `*`) without `q=0`.
    static func acceptsGzip(_ header: String?) -> Bool { accepted(header).gzip }

    /// Which codings an `Accept-Encoding` takes: each named (or `*`) without `q=0`.
    package static func accepted(_ header: String?) -> (gzip: Bool, brotli: Bool) {
        guard let header else { return (false, false) }
        var gzip: Bool?
        var brotli: Bool?
        var any: Bool?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";").map { trimmed($0).lowercased() }
            guard let name = parts.first else { continue }
            let refused = parts.dropFirst().contains { parameter in
                let pair = parameter.split(separator: "=", maxSplits: 1).map(trimmed)
                guard pair.count == 2, pair[0] == "q", let weight = QualityValue.thousandths(pair[1]) else { return false }
                return weight == 0
            }
            switch name {
            case "gzip", "x-gzip": gzip = !refused
            case "br": brotli = !refused
            case "*": any = !refused
            default: break
            }
        }
        return (gzip ?? any ?? false, brotli ?? any ?? false)
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }

    /// The gzip form of `body`, or nil when it is below the threshold or
    /// would not be smaller.
    package static func gzip(_ body: ByteBuffer) -> ByteBuffer? {
        guard body.readableBytes >= threshold else { return nil }
        var input = body
        let compressed = ServerSpans.run("compress gzip", attributes: { $0["sdui.bytes"] = body.readableBytes }) {
            try? input.compress(with: .gzip())
        }
        guard let compressed, compressed.readableBytes < body.readableBytes else { return nil }
        return compressed
    }

    /// The Brotli form of `body`, or nil when it is below the threshold, the
    /// encoder failed, or it would not be smaller.
    package static func brotli(_ body: ByteBuffer) -> ByteBuffer? {
        guard body.readableBytes >= threshold else { return nil }
        var size = BrotliEncoderMaxCompressedSize(body.readableBytes)
        guard size > 0 else { return nil }
        var output = [UInt8](repeating: 0, count: size)
        let succeeded = ServerSpans.run("compress br", attributes: { $0["sdui.bytes"] = body.readableBytes }) {
            body.withUnsafeReadableBytes { input in
                output.withUnsafeMutableBufferPointer { buffer in
                    BrotliEncoderCompress(brotliQuality, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT, input.count,
                                          input.baseAddress?.assumingMemoryBound(to: UInt8.self), &size, buffer.baseAddress)
                }
            }
        }
        guard succeeded == BROTLI_TRUE, size < body.readableBytes else { return nil }
        return ByteBuffer(bytes: output[..<size])
    }
}
