import Hummingbird
import NIOCore

/// Registers every route of the HTTP API: the framework's, in one list, then
/// each installed app's endpoints; `docs/openapi.yaml` mirrors the demo's
/// routes (a test compares the two).
///
/// | Method | Path | Answer |
/// | --- | --- | --- |
/// | GET | `/hello` | `hello` (load-test baseline) |
/// | GET | `/metrics` | the server's metrics, Prometheus text format |
/// | GET | `/v{version}/screens/offline` | the offline page |
/// | GET | `/v{version}/screens/{path}` | a screen, with `ETag`; 304 on `If-None-Match` |
/// | POST | `/v{version}/commands/{name}` | a `CommandResult` |
/// | GET | `/v{version}/deeplinks?url=` | the screen a link opens, or 403 |
/// | GET | `/v{version}/widget` | a `Widget` |
/// | POST | `/v{version}/analytics/events` | an `AnalyticsIngestResult` |
/// | any | `/v{version}/…` | an app's endpoint (the demo: `auth/login`, `auth/logout`, `albums/{id}/tracks`) |
/// | POST | `/v{version}/preview/screen` | only with `preview`: the posted screen as this client would receive it |
public enum APIRoutes {
    /// The router with every route and the middleware (JSON errors, header
    /// limit, request logs); tests read its `routes` to check the OpenAPI document.
    /// `preview` adds the authors' preview route (`sdui-server --preview`).
    public static func makeRouter(environment: ServerEnvironment, preview: Bool = false) -> Router<SDUIRequestContext> {
        let router = Router(context: SDUIRequestContext.self)
        // Order matters: metrics see the final answers, so they wrap the error
        // middleware, which must wrap everything else, including 404s.
        router.add(middleware: RequestMetricsMiddleware(metrics: environment.metrics))
        router.add(middleware: ErrorMiddleware<SDUIRequestContext>())
        router.add(middleware: HeaderLimitMiddleware<SDUIRequestContext>())
        router.add(middleware: LogRequestsMiddleware<SDUIRequestContext>(.debug))
        let handlers = APIHandlers(environment: environment)

        router.get("hello") { _, _ in "hello" }
        router.get("metrics") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
                     body: ResponseBody(byteBuffer: ByteBuffer(bytes: environment.metrics.page())))
        }
        router.get("v{version}/screens/offline", use: handlers.offline)
        router.get("v{version}/screens/**", use: handlers.screen)
        router.post("v{version}/commands/**", use: handlers.command)
        router.get("v{version}/deeplinks", use: handlers.deepLink)
        router.get("v{version}/widget", use: handlers.widget)
        router.post("v{version}/analytics/events", use: handlers.analytics)
        if preview { router.post("v{version}/preview/screen", use: handlers.previewScreen) }
        for endpoint in environment.registry.endpoints {
            let path = RouterPath("v{version}/\(endpoint.pattern)")
            switch endpoint.method {
            case .get: router.get(path, use: handlers.endpoint(endpoint))
            case .post: router.post(path, use: handlers.endpoint(endpoint))
            }
        }
        return router
    }
}
