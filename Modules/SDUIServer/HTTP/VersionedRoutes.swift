import Hummingbird
import SDUIContract

/// The contract's versioned routes (`v{version}/screens/**`,
/// `v{version}/widget`, …) found by one split of the request path and one
/// dictionary lookup, made from the same route list the router registers.
///
/// Why: on a cached screen's 304 the router's trie walk, its generic
/// parameter dictionary and the second split of the catch-all cost more
/// than any other single step of the server's own work (`docs/server.md`,
/// "Answering without the router's trie"). Only paths that no other route could take
/// are answered here: a first segment shared with a route this table does
/// not answer (an app's endpoint with a capture, say) is left to the
/// router, so both always choose the same handler (`VersionedRoutesTests`).
struct VersionedRoutes: Sendable {
    /// One route answered here: its handler inside the router's middleware,
    /// and the pattern metrics name it by. A class, as `Group`.
    final class Route: Sendable {
        let method: HTTPRequest.Method
        /// `RouterPath.description`, as the router sets it (`/v{version}/screens/**`).
        let endpointPath: String
        let responder: any HTTPResponder<SDUIRequestContext>

        init(method: HTTPRequest.Method, endpointPath: String, responder: any HTTPResponder<SDUIRequestContext>) {
            self.method = method
            self.endpointPath = endpointPath
            self.responder = responder
        }
    }

    /// The routes under one first segment after the version (`screens`). A
    /// class, so a lookup hands out one reference rather than copying lists.
    private final class Group: Sendable {
        /// Whole paths (`screens/offline`: the segments after the first); the router prefers them to a catch-all.
        let exact: [(rest: [String], route: Route)]
        /// `screens/**`: one or more segments after the first.
        let catchAll: [Route]

        init(exact: [(rest: [String], route: Route)], catchAll: [Route]) {
            self.exact = exact
            self.catchAll = catchAll
        }
    }

    private let groups: [String: Group]

    /// - Parameters:
    ///   - answered: the routes to answer here (the contract's), each with
    ///     its handler already inside the middleware the router puts around it.
    ///   - all: every route the router has, `answered` included, so that
    ///     paths another route could take are left to the router.
    init(answering answered: [(method: HTTPRequest.Method, path: RouterPath, responder: any HTTPResponder<SDUIRequestContext>)],
         among all: [(method: HTTPRequest.Method, path: RouterPath)]) {
        var exact: [String: [(rest: [String], route: Route)]] = [:]
        var catchAll: [String: [Route]] = [:]
        // First segments shared with a route this table does not answer: the router decides.
        var routerOnly: Set<String> = []
        let answeredPaths = Set(answered.map(\.path.description))
        for route in all {
            let elements = route.path.map(\.description)
            guard let first = elements.first else { continue }
            guard first == APIEndpoint.versionSegment else {
                // A root route that a versioned path could also reach: answer nothing here.
                if !Self.isLiteral(first) || first.hasPrefix("v") { groups = [:]; return }
                continue
            }
            guard elements.count > 1, Self.isLiteral(elements[1]) else { groups = [:]; return }
            if !answeredPaths.contains(route.path.description) || Self.shape(elements) == nil {
                routerOnly.insert(elements[1])
            }
        }
        for route in answered {
            let elements = route.path.map(\.description)
            guard let shape = Self.shape(elements), !routerOnly.contains(elements[1]) else { continue }
            let entry = Route(method: route.method, endpointPath: route.path.description, responder: route.responder)
            switch shape {
            case .exact(let rest): exact[elements[1], default: []].append((rest, entry))
            case .catchAll: catchAll[elements[1], default: []].append(entry)
            }
        }
        var groups: [String: Group] = [:]
        for first in Set(exact.keys).union(catchAll.keys) {
            groups[first] = Group(exact: exact[first] ?? [], catchAll: catchAll[first] ?? [])
        }
        self.groups = groups
    }

    /// The route for `path` and what the router would have captured, or nil
    /// when the router is to decide (another method, another kind of path).
    func match(_ method: HTTPRequest.Method, path: String) -> (route: Route, captured: VersionedPath)? {
        let segments = path.routerSegments
        guard segments.count >= 2, segments[0].utf8.first == UInt8(ascii: "v"),
              let group = groups[String(segments[1])] else { return nil }
        let rest = segments[2...]
        // A whole path the router knows, but not for this method: the router answers (its 405).
        var wholePathKnown = false
        for exact in group.exact where exact.rest.elementsEqual(rest, by: { $0 == $1 }) {
            if exact.route.method == method {
                return (exact.route, VersionedPath(version: segments[0].dropFirst(), rest: []))
            }
            wholePathKnown = true
        }
        guard !wholePathKnown, !rest.isEmpty, let route = group.catchAll.first(where: { $0.method == method }) else { return nil }
        return (route, VersionedPath(version: segments[0].dropFirst(), rest: Array(rest)))
    }

    private enum Shape { case exact([String]), catchAll }

    /// `v{version}/literal/…/literal` or `v{version}/literal/**`; nil for any other (the router's).
    private static func shape(_ elements: [String]) -> Shape? {
        guard elements.count >= 2, elements[0] == APIEndpoint.versionSegment, isLiteral(elements[1]) else { return nil }
        let rest = Array(elements.dropFirst(2))
        if rest == ["**"] { return .catchAll }
        return rest.allSatisfy(isLiteral) ? .exact(rest) : nil
    }

    private static func isLiteral(_ element: String) -> Bool {
        !element.isEmpty && element != "!" && !element.contains(where: { "{}*".contains($0) })
    }
}

/// What the router would have captured from a versioned path: `{version}`
/// and the segments of a trailing `**`.
struct VersionedPath: Sendable {
    let version: Substring
    let rest: [Substring]
}
