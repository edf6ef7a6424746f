import Hummingbird

/// Holds every request but the health checks while the modules do their
/// work before ready (`ModuleService`: the releases module loads the
/// published release), so nothing is answered from the content folder where
/// the other instances answer from the release; the health checks answer at
/// once (the readiness check with 503 `loading_release`).
///
/// The listener is open by then (the work runs beside it, in
/// `ModuleStartup`), so a balancer's check can tell "loading" from "gone".
/// `VersionedResponder` asks it first, ahead of the router and its middleware.
struct StartupGate: Sendable {
    let health: ServerHealth
    /// The liveness and readiness paths, with their leading `/`.
    let healthPaths: Set<String>

    /// A gate that never holds: a router without a start-up (tests of the routing alone).
    static let open = StartupGate(health: ServerHealth(.ready), healthPaths: [])

    /// Returns at once when the instance is not loading (one lock), else once the load is done.
    func pass(_ request: Request) async {
        if health.phase == .loadingRelease, !healthPaths.contains(request.uri.path) {
            await health.untilLoaded()
        }
    }
}
