import Hummingbird

/// Holds every request but the health checks while the instance loads its
/// published release, so nothing is answered from the content folder where
/// the other instances answer from the release; the health checks answer at
/// once (the readiness check with 503 `loading_release`).
///
/// The listener is open by then (the release loads beside it, in
/// `ReleaseFollower`), so a balancer's check can tell "loading" from "gone".
struct StartupGate<Context: RequestContext>: RouterMiddleware {
    let health: ServerHealth
    /// The liveness and readiness paths, with their leading `/`.
    let healthPaths: Set<String>

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        if health.phase == .loadingRelease, !healthPaths.contains(request.uri.path) {
            await health.untilLoaded()
        }
        return try await next(request, context)
    }
}
