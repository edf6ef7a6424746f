import Hummingbird

/// Two routes that would answer the same request, found when the router is
/// made: Hummingbird's router would answer one of them and drop the other
/// without a word. The routes come from the core, the installed modules and
/// the apps, so the check runs on what is actually served, not on a list of
/// names the core would have to keep for its modules.
public enum RouteConflict: Error, Equatable, CustomStringConvertible {
    /// A liveness or readiness path (`HealthSettings`, without its leading `/`)
    /// that a route already answers (`route` as the router spells it: `/images/{name}`).
    case healthPath(option: String, path: String, method: String, route: String, owner: String)
    /// One method and path (as the router spells it) added twice.
    case duplicate(method: String, path: String, owners: [String])

    /// Who adds the framework's own routes, in messages.
    public static let core = "the server's core"

    public var description: String {
        switch self {
        case .healthPath(let option, let path, let method, let route, let owner):
            "The \(option) '/\(path)' cannot be used: \(owner) answers \(method) \(route) there."
        case .duplicate(let method, let path, let owners):
            "\(method) \(path) is added twice (\(owners.joined(separator: " and "))); the router would answer only one."
        }
    }

    /// Throws the first conflict among `routes` (each with who added it) and the health paths in `health`.
    static func check(_ routes: [(method: HTTPRequest.Method, path: RouterPath, owner: String)],
                      health: HealthSettings) throws(RouteConflict) {
        var seen: [String: String] = [:]
        for route in routes {
            let key = "\(route.method.rawValue) \(route.path)"
            if let first = seen[key] {
                throw .duplicate(method: route.method.rawValue, path: route.path.description, owners: [first, route.owner])
            }
            seen[key] = route.owner
        }
        for (option, path) in [("liveness path", health.livenessPath), ("readiness path", health.readinessPath)] {
            let segments = path.routerSegments
            if let taken = routes.first(where: { RouteTable.matches($0.path, segments) }) {
                throw .healthPath(option: option, path: path, method: taken.method.rawValue,
                                  route: taken.path.description, owner: taken.owner)
            }
        }
    }
}
