/// A screen's path (`parcels/3SABC1234567`), checked before anything uses it:
/// what a navigation entry holds, what a client asks the server for, and
/// what a server looks a screen up by.
///
/// Each segment is percent-decoded and must then be a plain name: letters,
/// digits, `-`, `_` and inner dots only. `..`, `.`, empty segments, slashes or
/// backslashes hidden by percent-encoding, and control characters are
/// refused, so no path can name a file outside a server's content folder,
/// and no string a server sent (a link, a URL) is ever taken for a path.
public struct ScreenPath: Sendable, Hashable, CustomStringConvertible {
    public let segments: [String]

    public static let maximumSegments = 8
    public static let maximumSegmentLength = 80

    /// Why a text is not a screen path, in words for whoever wrote it.
    public struct Invalid: Error, Sendable, Equatable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    /// Segments as they arrived in a URL (percent-encoded).
    public init(validating rawSegments: [Substring]) throws(Invalid) {
        guard !rawSegments.isEmpty else { throw Invalid(reason: "it is empty") }
        guard rawSegments.count <= Self.maximumSegments else {
            throw Invalid(reason: "it has more than \(Self.maximumSegments) segments")
        }
        var segments: [String] = []
        for raw in rawSegments {
            // Most paths need no decoding.
            guard let decoded = raw.utf8.contains(UInt8(ascii: "%")) ? WebURL.percentDecoded(raw) : String(raw) else {
                throw Invalid(reason: "'\(Self.shown(String(raw)))' is not valid percent-encoding")
            }
            try Self.check(decoded)
            segments.append(decoded)
        }
        self.segments = segments
    }

    /// A path written as text (`parcels/3S123`, a navigate action's
    /// destination); leading and trailing slashes are ignored.
    public init(validating text: String) throws(Invalid) {
        guard !text.contains("?"), !text.contains("#"), !text.contains(":") else {
            throw Invalid(reason: "'\(Self.shown(String(text.prefix(80))))' is a URL or carries a query, not a screen path")
        }
        try self.init(validating: text.split(separator: "/"))
    }

    /// Checked segments, as a route writes them from its parameters.
    package init(checked segments: [String]) {
        self.segments = segments
    }

    public var description: String { segments.joined(separator: "/") }

    /// Checks one segment (a file name, an id from a URL) with the same rules as a path.
    public static func check(_ segment: String) throws(Invalid) {
        guard !segment.isEmpty else { throw Invalid(reason: "it has an empty segment") }
        guard segment != ".", segment != "..", !segment.hasPrefix(".") else {
            throw Invalid(reason: "'\(segment)' is not allowed (no relative or hidden segments)")
        }
        guard segment.utf8.count <= maximumSegmentLength else {
            throw Invalid(reason: "a segment is longer than \(maximumSegmentLength) bytes")
        }
        guard segment.utf8.allSatisfy(isAllowed) else {
            throw Invalid(reason: "'\(shown(segment))' may only hold letters, digits, '-', '_' and '.'")
        }
    }

    /// Whether `segment` passes `check`.
    public static func isValid(_ segment: String) -> Bool {
        do throws(Invalid) {
            try check(segment)
            return true
        } catch {
            return false
        }
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }

    /// The text as it could be typed again: printable ASCII as it is, any
    /// other byte percent-encoded (`ß` → `%C3%9F`), so a message never carries
    /// control characters and still says which character was refused.
    package static func shown(_ segment: String) -> String {
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
}

extension ScreenPath: ExpressibleByStringLiteral {
    /// A path written in source code (`"home"`, `"parcels/3S123"`). A literal
    /// that is not a screen path is a mistake in the program itself, caught
    /// the first time the line runs; paths from anywhere else go through
    /// `init(validating:)`, which throws.
    public init(stringLiteral literal: String) {
        do throws(Invalid) {
            self = try ScreenPath(validating: literal)
        } catch {
            preconditionFailure("the literal '\(literal)' is not a screen path: \(error.reason)")
        }
    }
}

extension KeyedDecodingContainer {
    /// A screen path written as text under `key`; one that is not a screen
    /// path fails the decoding, saying why.
    func decodeScreenPath(forKey key: Key) throws -> ScreenPath {
        let text = try decode(String.self, forKey: key)
        do throws(ScreenPath.Invalid) {
            return try ScreenPath(validating: text)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: key, in: self,
                                                   debugDescription: "'\(text.prefix(80))' is not a screen path: \(error)")
        }
    }
}
