/// A path of plain segments and `{name}` captures (`scan-and-go/orders/{order}/pay`),
/// the one matcher behind the server's screen routes, endpoints and deep-link
/// rules and the clip's deep-link allow-list, so both ends read a pattern alike.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    public let segments: [Substring]

    public init(_ pattern: String) {
        segments = pattern.split(separator: "/")
    }

    public var description: String { segments.joined(separator: "/") }

    /// The captured segments by name when `path` has the pattern's shape, else nil.
    public func match(_ path: [String]) -> [String: String]? {
        guard path.count == segments.count else { return nil }
        var captures: [String: String] = [:]
        for (element, segment) in zip(segments, path) {
            if element.first == "{", element.last == "}" {
                captures[String(element.dropFirst().dropLast())] = segment
            } else if element != segment {
                return nil
            }
        }
        return captures
    }
}
