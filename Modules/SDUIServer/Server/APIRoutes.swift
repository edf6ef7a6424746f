import Hummingbird
import SDUIContract
import NIOCore

/// Registers every route of the HTTP API: the framework's, in one list, then
/// each installed app's endpoints; `docs/openapi.yaml` mirrors the demo's
/// routes (a test compares the two).
///
/// | Method | Path | Answer |
/// | --- | --- | --- |
/// | GET | `/hello` | `hello` (load-test baseline) |
/// | GET | `/metrics` | the server's metrics, Prometheus text format |
/// | GET | `/health/live` | 200 while the process answers (`HealthSettings.livenessPath`) |
/// | GET | `/health/ready` | 200 when it takes traffic; 503 with the reason while loading its release or draining (`HealthSettings.readinessPath`) |
/// | GET | `/v{version}/screens/offline` | the offline page |
/// | GET | `/v{version}/screens/{path}` | a screen, with `ETag`; 304 on `If-None-Match` |
/// | POST | `/v{version}/commands/{name}` | a `CommandResult` |
/// | GET | `/v{version}/deeplinks?url=` | the screen a link opens, or 403 |
/// | GET | `/v{version}/widget` | a `Widget` |
/// | GET | `/v{version}/live/{path}`, `/v{version}/widget/live` | with `SDUIServerLive` installed (`LiveStreams`): server-sent events; else 404 |
/// | POST | `/v{version}/analytics/events` | an `AnalyticsIngestResult` |
/// | HEAD | any `GET` route | the `GET` answer's headers, no body |
/// | OPTIONS, others | a served path | 204 / 405, with `Allow` |
/// | any | `/v{version}/…` | an app's endpoint (the demo: `auth/login`, `auth/logout`, `albums/{id}/tracks`) |
/// | GET | `/images/{name}` | one of the server's own pictures (`Content/images`), with `ETag`; 304 on `If-None-Match` |
/// | any | a module's | each installed `ServerModule`'s routes (the web client under `/app/`, with `SDUIServerWebApp`; the browser preview's, with `SDUIServerPreview`; the release API under `/admin/`, with `SDUIServerReleases`; the live streams, with `SDUIServerLive`) |
public enum APIRoutes {
    typealias Handler = @Sendable (Request, SDUIRequestContext) async throws -> Response

    /// Every route and the middleware (JSON errors, header limit, request
    /// logs); tests read its `routes` to check the OpenAPI document.
    /// The installed modules (`AppRegistry.install(_:)` with a `ServerModule`)
    /// add theirs; `health` says where the liveness and readiness checks answer.
    /// Throws when a health path is one another route answers, or two routes
    /// claim one method and path: the router would answer only one of them.
    public static func makeRouter(environment: ServerEnvironment,
                                  health: HealthSettings = HealthSettings()) throws(RouteConflict) -> APIRouter {
        let handlers = APIHandlers(environment: environment)
        let metricsPage: Handler = { _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
                     body: ResponseBody(byteBuffer: ByteBuffer(bytes: environment.metrics.page())))
        }
        var added = ServerRoutes()
        for module in environment.registry.modules {
            added.owner = module.name
            module.addRoutes(to: &added, environment: environment)
        }
        // The contract's endpoints, where the clients' `APIRoute`s lead; the
        // switch makes a new endpoint without a handler a compile error, or a
        // choice to leave it to a module (`ServerRoutes.answer(_:use:)`; none installed: a 404).
        let contract: [ServerRoutes.Route] = APIEndpoint.allCases.compactMap { endpoint in
            let core: Handler? = switch endpoint {
            case .offlineScreen: handlers.offline
            case .screen: handlers.screen
            case .page: handlers.page
            case .command: handlers.command
            case .deepLinks: handlers.deepLink
            case .widget: handlers.widget
            case .analyticsEvents: handlers.analytics
            // The live streams: a module's (`SDUIServerLive`).
            case .live, .liveWidget: nil
            }
            guard let handler = core ?? added.endpoints.first(where: { $0.endpoint == endpoint })?.handler else { return nil }
            return ServerRoutes.Route(method: HTTPRequest.Method(endpoint.method), path: RouterPath(endpoint.pattern),
                                      handler: handler, owner: RouteConflict.core)
        }
        let hello: Handler = { _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: "hello")))
        }
        func core(_ path: RouterPath, _ handler: @escaping Handler) -> ServerRoutes.Route {
            ServerRoutes.Route(method: .get, path: path, handler: handler, owner: RouteConflict.core)
        }
        // Each route with who adds it (the core, a module, an app), for the conflict check.
        var routes = [core("hello", hello), core("metrics", metricsPage), core("images/{name}", handlers.picture)]
            + contract + added.routes
        for endpoint in environment.registry.endpoints {
            routes.append(ServerRoutes.Route(method: HTTPRequest.Method(endpoint.method),
                                             path: RouterPath("\(APIEndpoint.versionSegment)/\(endpoint.pattern)"),
                                             handler: handlers.endpoint(endpoint), owner: endpoint.owner))
        }
        try RouteConflict.check(routes.map { ($0.method, $0.path, $0.owner) }, health: health)
        let readiness: Handler = { _, _ in try HealthEndpoints.readiness(health: environment.health, environment: environment) }
        routes.append(core(RouterPath(health.livenessPath), HealthEndpoints.liveness))
        routes.append(core(RouterPath(health.readinessPath), readiness))

        let router = Router(context: SDUIRequestContext.self)
        // Outermost when on, so the request's span holds everything, its metrics and errors included;
        // not added when off (each layer of the chain costs every request).
        if environment.tracing { router.add(middleware: RequestSpanMiddleware()) }
        // Order matters: metrics see the final answers, so they wrap the error
        // middleware, which must wrap everything else, including 404s and 405s.
        router.add(middleware: RequestMetricsMiddleware(metrics: environment.metrics))
        router.add(middleware: ErrorMiddleware<SDUIRequestContext>())
        router.add(middleware: MethodMiddleware<SDUIRequestContext>(
            routes: RouteTable(entries: routes.flatMap { route in
                [RouteTable.Entry(method: route.method, path: route.path)]
                    + (route.method == .get ? [RouteTable.Entry(method: .head, path: route.path)] : [])
            })))
        router.add(middleware: HeaderLimitMiddleware<SDUIRequestContext>())
        router.add(middleware: CompressionMiddleware<SDUIRequestContext>())
        router.add(middleware: LogRequestsMiddleware<SDUIRequestContext>(.debug))
        for route in routes {
            router.on(route.path, method: route.method, use: route.handler)
            if route.method == .get { router.on(route.path, method: .head, use: headAnswer(route.handler)) }
        }
        // The contract's routes, also answered without the trie where no other route could take the path.
        let versioned = VersionedRoutes(
            answering: contract.map { route in
                (route.method, route.path, router.middlewares.constructResponder(finalResponder: CallbackResponder(callback: route.handler)))
            },
            among: routes.map { ($0.method, $0.path) })
        let gate = StartupGate(health: environment.health, healthPaths: ["/" + health.livenessPath, "/" + health.readinessPath])
        return APIRouter(router: router, versioned: versioned, gate: gate)
    }

    /// `HEAD` of a `GET` route: the same status and headers (its length
    /// included), without the body, as HTTP asks of every `GET` resource.
    static func headAnswer(_ get: @escaping Handler) -> Handler {
        { request, context in
            var response = try await get(request, context)
            // A body that declares GET's length and writes nothing: the server then sends that Content-Length.
            response.body = ResponseBody(contentLength: response.body.contentLength) { _ in }
            return response
        }
    }
}
