import SDUIContract

/// The app routes a path can be, found by its first segment: every request
/// for a data-built screen looks its route up, and testing each route in
/// turn costs a visit (and on a busy server a contended reference count)
/// per route registered before it.
struct ScreenRouteIndex: Sendable {
    /// In registration order, which decides between routes that both match.
    let routes: [RegisteredScreen]
    /// Positions in `routes` of the routes whose pattern starts with this literal segment.
    private let byFirstSegment: [String: [Int]]
    /// Positions of the routes whose pattern starts with a capture: any path may be theirs.
    private let startingWithCapture: [Int]

    init(_ routes: [RegisteredScreen]) {
        self.routes = routes
        var byFirstSegment: [String: [Int]] = [:]
        var startingWithCapture: [Int] = []
        for (position, route) in routes.enumerated() {
            guard let first = route.pattern.segments.first, !PathPattern.isCapture(first) else {
                startingWithCapture.append(position)
                continue
            }
            byFirstSegment[String(first), default: []].append(position)
        }
        self.byFirstSegment = byFirstSegment
        self.startingWithCapture = startingWithCapture
    }

    /// The first route, in registration order, that `path` matches.
    func route(for path: ScreenPath) -> RegisteredScreen? {
        let literal = path.segments.first.flatMap { byFirstSegment[$0] }?.first { routes[$0].matches(path) }
        let capture = startingWithCapture.first { position in
            position < literal ?? routes.count && routes[position].matches(path)
        }
        return (capture ?? literal).map { routes[$0] }
    }
}
