import Hummingbird
import JSON
import NIOCore
import SDUIContract
import SDUIServer

/// A screen the demo serves: a content file or an app's route.
struct ServedScreen: Sendable {
    /// As `sdui-server --list-routes` prints it: `home`, `parcels/{code}`.
    let pattern: String
    let isContentFile: Bool
    /// Asked for with the demo user's login: the route needs one, or keeps its renderings per user.
    let needsLogin: Bool

    /// The pattern as a file name (package-benchmark writes one threshold file per benchmark):
    /// `parcels/{code}` is `parcels_code`.
    var benchmarkName: String {
        String(pattern.compactMap { character -> Character? in
            switch character {
            case "/": "_"
            case "{", "}": nil
            default: character
            }
        })
    }

    /// Whether `path` (without its query) is this screen's.
    func fits(_ path: String) -> Bool {
        isContentFile ? path == pattern : PathPattern(pattern).fits(path.split(separator: "/").map(String.init))
    }
}

/// One path of a screen, and the login to ask for it with.
struct ScreenExample: Sendable {
    let path: String
    let token: String?
}

/// An example path for every screen the demo serves. A pattern with
/// parameters (`parcels/{code}`) gets the first path a user reaches: from `home`, following every navigate destination of every screen
/// reached, logged in; plus the order screens only Scan & Go's command leads to.
/// The same walk as `Scripts/lib/screen-examples.py` does for the load test.
struct ScreenExamples: Sendable {
    let routes: [ServedScreen]
    /// The first path the walk reached for each pattern.
    let paths: [String: String]
    let token: String

    /// Every screen the server serves, in the order the server looks them up:
    /// content files first, then the apps' routes in registration order.
    static func routes(of environment: ServerEnvironment) -> [ServedScreen] {
        let files = environment.content.screens.keys.sorted().map { ServedScreen(pattern: $0, isContentFile: true, needsLogin: false) }
        let apps = environment.screenRoutes.map { route in
            var perUser = false
            if case .untilChanged(_, true) = route.reuse { perUser = true }
            return ServedScreen(pattern: route.pattern.description, isContentFile: false, needsLogin: route.requiresLogin || perUser)
        }
        var seen = Set<String>()
        return (files + apps).filter { seen.insert($0.pattern).inserted }
    }

    static func crawl(_ router: DemoRouter) async throws -> ScreenExamples {
        let routes = routes(of: router.environment)
        let login = try await router.post("/v2/auth/login", json: #"{"username":"ada@example.com","password":"lovelace"}"#)
        guard let token = try await body(of: login)["token"]?.stringValue else { throw CrawlFailure("the login answered no token") }
        let order = try await router.post("/v2/commands/scan-and-go/parcel",
                                          json: #"{"location":"AMS-01","state":{"parcelCode":"3SDEMO0001234"}}"#)
        var queue = ["home"] + destinations(in: try await body(of: order)).prefix(1)
        var seen = Set<String>()
        var paths: [String: String] = [:]
        while !queue.isEmpty, seen.count < 500, paths.count < routes.count {
            let path = queue.removeFirst()
            guard seen.insert(path).inserted else { continue }
            // A destination that is not a screen (a 404) is not an example.
            guard let answer = try? await router.get("/v2/screens/\(path)", headers: [.authorization: "Bearer \(token)"]) else { continue }
            let bare = String(path.prefix { $0 != "?" })
            if let route = routes.first(where: { $0.fits(bare) }), paths[route.pattern] == nil { paths[route.pattern] = bare }
            queue += destinations(in: try await body(of: answer))
        }
        return ScreenExamples(routes: routes, paths: paths, token: token)
    }

    /// The path to ask for `route`, with the login if it needs one: a pattern
    /// without parameters is its own path; one with parameters needs the walk's.
    func example(of route: ServedScreen) throws -> ScreenExample {
        let literal = route.isContentFile || PathPattern(route.pattern).captureNames.isEmpty
        guard let path = literal ? route.pattern : paths[route.pattern] else {
            throw CrawlFailure("no screen reached from home is a '\(route.pattern)'; make the walk reach one (ScreenExamples.crawl)")
        }
        return ScreenExample(path: path, token: route.needsLogin ? token : nil)
    }

    private static func body(of response: Response) async throws -> JSONValue {
        try JSONParser().parse(Array(try await CollectedBody.bytes(of: response).readableBytesView))
    }

    /// Every navigate destination in a document that is a path of this server (not a link elsewhere).
    static func destinations(in value: JSONValue) -> [String] {
        switch value {
        case .object(let object):
            var found: [String] = []
            if let target = object["destination"]?.stringValue, !target.isEmpty, !target.contains("://") {
                found.append(String(target.drop { $0 == "/" }))
            }
            return found + object.values.flatMap(destinations(in:))
        case .array(let elements):
            return elements.flatMap(destinations(in:))
        default:
            return []
        }
    }
}

/// The walk could not find what a benchmark needs.
struct CrawlFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
