import HTTPTypes
import Hummingbird
import HummingbirdTesting
@testable import SDUIServer
import Testing

@Suite("Versioned routes: the table answers as the router's trie would, or leaves the path to it")
struct VersionedRoutesTests {
    typealias Route = (method: HTTPRequest.Method, path: RouterPath, handler: APIRoutes.Handler)

    /// The shapes of the demo's routes: the contract's (answered by the table) and others beside them.
    static let contract: [(HTTPRequest.Method, String)] = [
        (.get, "v{version}/screens/offline"), (.get, "v{version}/screens/**"), (.get, "v{version}/pages/**"),
        (.post, "v{version}/commands/**"), (.get, "v{version}/widget"), (.get, "v{version}/widget/live"),
        (.get, "v{version}/deeplinks"), (.post, "v{version}/analytics/events"),
    ]
    static let others: [(HTTPRequest.Method, String)] = [
        (.get, "hello"), (.get, "images/{name}"), (.post, "v{version}/auth/login"),
        (.get, "v{version}/albums/{id}/tracks"), (.post, "v{version}/preview/screen"), (.get, "preview/screens/**"),
    ]

    static let paths = [
        "/v2/screens/home", "/v1/screens/parcels/3SABC1234567", "/v2/screens/scan-and-go/orders/o-1/address",
        "/v2/screens/offline", "/v2/screens/offline/more", "/v2/screens", "/v2/screens/", "/v2//screens//home/",
        "/v2/pages/composers/bach/works", "/v1/commands/favourite", "/v1/commands/scan-and-go/parcel",
        "/v2/widget", "/v2/widget/live", "/v2/widget/other", "/v2/deeplinks", "/v2/analytics/events",
        "/v2/auth/login", "/v2/albums/brandenburg/tracks", "/v2/preview/screen", "/preview/screens/home",
        "/vx/screens/home", "/v/screens/home", "/V2/screens/home", "/v2/SCREENS/home", "/v999999/screens/home",
        "/hello", "/images/logo.png", "/v2", "/", "/nothing/here", "/v2/screens/caf%C3%A9",
    ]

    /// Each handler names itself and what it was given, however it was chosen.
    static func routes(_ shapes: [(HTTPRequest.Method, String)]) -> [Route] {
        // The version and segments come from the context's accessors: the table's captures, else the router's parameters.
        shapes.map { method, pattern in
            let handler: APIRoutes.Handler = { _, context in
                let text = "\(context.endpointPath ?? "-") version=\(context.versionParameter ?? "-") rest=\(context.catchAllSegments.joined(separator: "/"))"
                return Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
            }
            return (method, RouterPath(pattern), handler)
        }
    }

    /// A router with `all` behind a middleware that marks its answers, and
    /// `answeredHere` (when given) answered ahead of it by the table.
    static func router(_ all: [Route], answeredHere: [Route]) -> APIRouter {
        let router = Router(context: SDUIRequestContext.self)
        router.add(middleware: Marking())
        for route in all { router.on(route.path, method: route.method, use: route.handler) }
        let table = VersionedRoutes(
            answering: answeredHere.map {
                ($0.method, $0.path, router.middlewares.constructResponder(finalResponder: CallbackResponder(callback: $0.handler)))
            },
            among: all.map { ($0.method, $0.path) })
        return APIRouter(router: router, versioned: table)
    }

    /// The table alone, each handler answering without middleware.
    static func table(_ answered: [Route], among all: [Route]) -> VersionedRoutes {
        VersionedRoutes(answering: answered.map { ($0.method, $0.path, CallbackResponder(callback: $0.handler)) },
                        among: all.map { ($0.method, $0.path) })
    }

    /// Marks every answer, so a handler answered by the table is seen to run inside the router's middleware.
    struct Marking: RouterMiddleware {
        typealias Context = SDUIRequestContext
        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
            var response = try await next(request, context)
            response.headers[HTTPField.Name("X-Marked")!] = "\(context.endpointPath ?? "-")"
            return response
        }
    }

    /// Status and body of every path and method, through `router`.
    static func answers(_ router: APIRouter) async throws -> [String] {
        try await Application(router: router).test(.router) { client in
            var answers: [String] = []
            for path in paths {
                for method: HTTPRequest.Method in [.get, .post, .head, .put] {
                    let response = try await client.execute(uri: path, method: method, headers: [:], body: nil)
                    answers.append("\(method) \(path): \(response.status.code) \(String(buffer: response.body)) marked=\(response.headers[HTTPField.Name("X-Marked")!] ?? "no")")
                }
            }
            return answers
        }
    }

    @Test("every path and method gets the same handler, version and segments with the table as without it")
    func sameAnswers() async throws {
        let contract = Self.routes(Self.contract)
        let all = contract + Self.routes(Self.others)
        let withTable = try await Self.answers(Self.router(all, answeredHere: contract))
        let routerOnly = try await Self.answers(Self.router(all, answeredHere: []))
        #expect(withTable == routerOnly)
        // The comparison means something: these answers name handlers, versions and segments.
        #expect(routerOnly.contains("GET /v2//screens//home/: 200 /v{version}/screens/** version=2 rest=home marked=/v{version}/screens/**"))
        #expect(routerOnly.contains("GET /v2/screens/offline: 200 /v{version}/screens/offline version=2 rest= marked=/v{version}/screens/offline"))
        #expect(routerOnly.contains("GET /v2/screens/offline/more: 200 /v{version}/screens/** version=2 rest=offline/more marked=/v{version}/screens/**"))
        #expect(routerOnly.contains("GET /vx/screens/home: 200 /v{version}/screens/** version=x rest=home marked=/v{version}/screens/**"))
    }

    @Test("the table answers the contract's paths and leaves the rest to the router")
    func whatTheTableAnswers() {
        let contract = Self.routes(Self.contract)
        let table = Self.table(contract, among: contract + Self.routes(Self.others))
        let screen = table.match(.get, path: "/v2/screens/scan-and-go/orders/o-1/address")
        #expect(screen?.route.endpointPath == "/v{version}/screens/**")
        #expect(screen?.captured.version == "2")
        #expect(screen?.captured.rest == ["scan-and-go", "orders", "o-1", "address"])
        #expect(table.match(.get, path: "/v2/screens/offline")?.route.endpointPath == "/v{version}/screens/offline")
        #expect(table.match(.get, path: "/v2/widget/live")?.route.endpointPath == "/v{version}/widget/live")
        #expect(table.match(.post, path: "/v1/commands/favourite")?.captured.rest == ["favourite"])
        // One path with a route per method: each method finds its own.
        let both = Self.routes([(.get, "v{version}/things/list"), (.post, "v{version}/things/list")])
        let twoMethods = Self.table(both, among: both)
        #expect(twoMethods.match(.get, path: "/v2/things/list")?.route.method == .get)
        #expect(twoMethods.match(.post, path: "/v2/things/list")?.route.method == .post)
        #expect(twoMethods.match(.put, path: "/v2/things/list") == nil)
        // The router's: another method (its 405), HEAD (registered beside GET), routes the table does not have, no segments after the catch-all.
        for (method, path) in [(HTTPRequest.Method.post, "/v2/screens/home"), (.head, "/v2/screens/home"),
                               (.get, "/v2/screens"), (.post, "/v2/auth/login"), (.get, "/v2/albums/a/tracks"),
                               (.get, "/v2/widget/other"), (.get, "/hello"), (.get, "/V2/screens/home")] {
            #expect(table.match(method, path: path) == nil, "\(method) \(path)")
        }
    }

    @Test("a first segment another route shares is left to the router, and a root route a versioned path could reach turns the table off")
    func conflictsGoToTheRouter() {
        let contract = Self.routes(Self.contract)
        let sharing = Self.table(contract, among: contract + Self.routes([(.get, "v{version}/screens/{special}/x")]))
        #expect(sharing.match(.get, path: "/v2/screens/home") == nil)
        #expect(sharing.match(.get, path: "/v2/widget") != nil)
        for root in ["{anything}/screens/**", "video/**", "**"] {
            let off = Self.table(contract, among: contract + Self.routes([(.get, root)]))
            #expect(off.match(.get, path: "/v2/widget") == nil, "\(root)")
        }
    }
}
