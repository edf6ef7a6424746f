import Hummingbird

/// The server's responder: a route of `VersionedRoutes` is answered without
/// the router's trie, exactly as the router would answer it (the same
/// middleware around the same handler, the route's pattern for metrics, an
/// HTTP error turned into its response at the same point); any other
/// request goes to the router.
public struct VersionedResponder: HTTPResponder {
    public typealias Context = SDUIRequestContext
    let routes: VersionedRoutes
    let router: RouterResponder<SDUIRequestContext>
    /// Holds requests while the instance loads its release (here, not as a
    /// middleware: one more layer of the chain costs every request allocations,
    /// docs/server.md).
    let gate: StartupGate

    public func respond(to request: Request, context: Context) async throws -> Response {
        // Checked here, so the usual request makes no extra async call (which would allocate).
        if gate.health.phase == .loadingRelease { await gate.pass(request) }
        guard let (route, captured) = routes.match(request.method, path: request.uri.path) else {
            return try await router.respond(to: request, context: context)
        }
        var context = context
        context.versionedPath = captured
        context.coreContext.endpointPath.value = route.endpointPath
        do {
            return try await route.responder.respond(to: request, context: context)
        } catch let error as any HTTPResponseError {
            return try error.response(from: request, context: context)
        }
    }
}

/// Every route of the HTTP API (`APIRoutes.makeRouter`): Hummingbird's
/// router, which tests read for the route list, and the contract's routes
/// answered ahead of it (`VersionedResponder`).
public struct APIRouter: HTTPResponderBuilder {
    /// The router with every route and middleware.
    public let router: Router<SDUIRequestContext>
    let versioned: VersionedRoutes
    /// Holds requests during the release load (`APIRoutes.makeRouter`); one that never holds by default.
    var gate: StartupGate = .open

    /// The routes as the router lists them (`docs/openapi.yaml` is checked against them).
    public var routes: [Router<SDUIRequestContext>.RouteDescription] { router.routes }

    // A concrete type, not `some HTTPResponder`: Swift 6.3 crashes emitting the application's type with the opaque one.
    public func buildResponder() -> VersionedResponder {
        VersionedResponder(routes: versioned, router: router.buildResponder(), gate: gate)
    }
}
