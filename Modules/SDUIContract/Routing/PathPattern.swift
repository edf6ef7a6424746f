/// A path of plain segments and `{name}` captures (`scan-and-go/orders/{order}/pay`),
/// the one matcher behind screen routes, endpoints and deep-link rules on the
/// server and the clip's deep-link allow-list, so both ends read a pattern alike.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    public let segments: [Substring]

    public init(_ pattern: String) {
        segments = pattern.split(separator: "/")
    }

    public var description: String { segments.joined(separator: "/") }

    /// Whether a segment of a pattern is a `{name}` capture.
    public static func isCapture(_ segment: Substring) -> Bool {
        segment.first == "{" && segment.last == "}"
    }

    /// The capture names, in order.
    public var captureNames: [String] {
        segments.filter(Self.isCapture).map { String($0.dropFirst().dropLast()) }
    }

    /// The captured segments by name when `path` has the pattern's shape, else nil.
    public func match(_ path: [String]) -> [String: String]? {
        guard let values = capturedValues(path) else { return nil }
        return Dictionary(zip(captureNames, values), uniquingKeysWith: { first, _ in first })
    }

    /// The captured segments in order when `path` has the pattern's shape, else nil.
    public func capturedValues(_ path: [String]) -> [String]? {
        guard path.count == segments.count else { return nil }
        var values: [String] = []
        for (element, segment) in zip(segments, path) {
            if Self.isCapture(element) {
                values.append(segment)
            } else if element != segment {
                return nil
            }
        }
        return values
    }

    /// Whether `path` has this pattern's length and literal segments, without
    /// reading any capture: the cheap test a server runs against every route
    /// before the typed one.
    public func fits(_ path: [String]) -> Bool {
        guard path.count == segments.count else { return false }
        for index in segments.indices {
            let element = segments[index].utf8
            // A capture is `{name}`; its bytes are compared by byte, not as characters.
            if element.first == UInt8(ascii: "{") && element.last == UInt8(ascii: "}") { continue }
            guard element.elementsEqual(path[index].utf8) else { return false }
        }
        return true
    }

    /// `albums/{id}/tracks` and `albums/{name}/tracks` match the same paths: their shape is the same.
    public var shape: String {
        segments.map { Self.isCapture($0) ? "{}" : String($0) }.joined(separator: "/")
    }
}
