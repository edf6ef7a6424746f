/// A value a route carries in one path segment: read from the segment when
/// a path matches, written back when a path is made, so a route's
/// parameters are typed on both sides and a wrong kind is a compile error.
public protocol PathParameter: Sendable {
    /// The value in `segment` (already percent-decoded and checked), or nil
    /// when the segment is not one (the route does not match).
    init?(pathSegment: String)
    /// The segment this value is written as; it must pass `ScreenPath.check`.
    var pathSegment: String { get }
}

extension String: PathParameter {
    public init?(pathSegment: String) { self = pathSegment }
    public var pathSegment: String { self }
}

extension Int: PathParameter {
    public init?(pathSegment: String) { self.init(pathSegment, radix: 10) }
    public var pathSegment: String { String(self) }
}
