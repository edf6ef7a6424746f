import Hummingbird

/// The method and path of every route the router serves, kept beside the
/// router because Hummingbird's router answers 404 for a known path asked
/// with a method it does not serve, where HTTP wants 405 with `Allow`.
struct RouteTable: Sendable {
    struct Entry: Sendable {
        let method: HTTPRequest.Method
        let path: RouterPath
    }

    let entries: [Entry]

    /// The methods served at `path`, sorted as `Allow` lists them; empty
    /// when no route has this path at all.
    func methods(at path: String) -> [HTTPRequest.Method] {
        let segments = path.routerSegments
        let methods = Set(entries.filter { Self.matches($0.path, segments) }.map(\.method.rawValue))
        return methods.sorted().compactMap(HTTPRequest.Method.init(_:))
    }

    /// Matches a request path's segments against a route's path the way the
    /// router does: literal segments, captures, and a trailing `**` that
    /// takes one or more segments.
    static func matches(_ route: RouterPath, _ segments: [Substring]) -> Bool {
        var index = 0
        for element in route {
            if element.description == "**" { return index < segments.count }
            guard index < segments.count, element ~= segments[index] else { return false }
            index += 1
        }
        return index == segments.count
    }
}
