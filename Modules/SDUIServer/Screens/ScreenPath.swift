import Foundation

/// A screen's path (`parcels/3SABC1234567`), checked before anything looks it up.
///
/// Each segment is percent-decoded and must then be a plain name: letters,
/// digits, `-`, `_` and inner dots only. `..`, `.`, empty segments, slashes or
/// backslashes hidden by percent-encoding, and control characters are refused
/// (400), so no request can name a file outside the content folder; content
/// is also read only at start-up, never per request.
public struct ScreenPath: Sendable, Hashable, CustomStringConvertible {
    public let segments: [String]

    public static let maximumSegments = 8
    public static let maximumSegmentLength = 80

    public init(validating rawSegments: [Substring]) throws(APIError) {
        guard !rawSegments.isEmpty else {
            throw APIError.notFound("Name a screen, such as /v1/screens/home.")
        }
        guard rawSegments.count <= Self.maximumSegments else {
            throw Self.invalid("it has more than \(Self.maximumSegments) segments")
        }
        var segments: [String] = []
        for raw in rawSegments {
            // Foundation's decoding costs more than the rest of a cached screen; most paths need none.
            guard let decoded = raw.utf8.contains(UInt8(ascii: "%")) ? raw.removingPercentEncoding : String(raw) else {
                throw Self.invalid("'\(raw)' is not valid percent-encoding")
            }
            try Self.check(decoded)
            segments.append(decoded)
        }
        self.segments = segments
    }

    /// A path known to be valid (content file names are checked with `check` first).
    init(trusted path: String) {
        segments = path.split(separator: "/").map(String.init)
    }

    public var description: String { segments.joined(separator: "/") }

    /// Checks one segment (a file name, an id from a URL) with the same rules as a request's path; 400 when it fails.
    public static func check(_ segment: String) throws(APIError) {
        guard !segment.isEmpty else { throw invalid("it has an empty segment") }
        guard segment != ".", segment != "..", !segment.hasPrefix(".") else {
            throw invalid("'\(segment)' is not allowed (no relative or hidden segments)")
        }
        guard segment.utf8.count <= maximumSegmentLength else {
            throw invalid("a segment is longer than \(maximumSegmentLength) bytes")
        }
        let allowed = segment.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
        guard allowed else {
            throw invalid("'\(shown(segment))' may only hold letters, digits, '-', '_' and '.'")
        }
    }

    /// The segment as it could be typed again: printable ASCII as it is, any
    /// other byte percent-encoded (`ß` → `%C3%9F`), so a message never carries
    /// control characters and still says which character was refused.
    static func shown(_ segment: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in segment.utf8 {
            if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "%") {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func invalid(_ reason: String) -> APIError {
        APIError.badRequest("invalid_path", "The screen path is invalid: \(reason).")
    }
}
