import Synchronization

/// Whether this instance should be sent traffic: what the readiness endpoint
/// answers and a load balancer's health check reads.
///
/// One per environment, shared by reference: `SDUIServerApp.makeApplication`
/// puts it in `loadingRelease` until the modules' work before ready is done
/// (`ModuleService`: the releases module loads the published release), the
/// drain (`ServerDrain`) puts it in `draining` on SIGTERM. An environment
/// served without either (a router in a test) is ready: it is migrated and
/// its content is loaded. Liveness needs no state: a process that answers is live.
public final class ServerHealth: Sendable {
    /// Where the instance is in its life; only `ready` takes traffic.
    public enum Phase: Sendable, Equatable {
        /// Listening, but the published release is not loaded yet: answering
        /// now could serve the content folder where the other instances serve
        /// the release.
        case loadingRelease
        /// Serving what every other instance serves.
        case ready
        /// Stopping (SIGTERM received): still answering, so requests the
        /// balancer sends before its check notices are not lost.
        case draining
    }

    private struct State {
        var phase: Phase
        /// Requests held by `StartupGate` until the release is loaded.
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>

    public init(_ phase: Phase = .ready) {
        state = Mutex(State(phase: phase))
    }

    public var phase: Phase { state.withLock { $0.phase } }

    /// Requests held until the release is loaded (`StartupGate`), not yet
    /// counted by the metrics, which see a request once it passes.
    public var heldRequests: Int { state.withLock { $0.waiting.count } }

    /// A release load is starting; a draining instance stays draining.
    func markLoadingRelease() {
        state.withLock { state in
            if state.phase == .ready { state.phase = .loadingRelease }
        }
    }

    /// The release is loaded (or there is none to load); a draining instance
    /// stays draining, so a late start-up never puts it back into rotation.
    func markReady() {
        move { $0 == .loadingRelease ? .ready : $0 }
    }

    /// Takes the instance out of rotation for good.
    public func markDraining() {
        move { _ in .draining }
    }

    /// Returns once the instance is no longer loading its release.
    func untilLoaded() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state in
                guard state.phase == .loadingRelease else { return true }
                state.waiting.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    private func move(_ next: (Phase) -> Phase) {
        let released = state.withLock { state in
            state.phase = next(state.phase)
            guard state.phase != .loadingRelease else { return [CheckedContinuation<Void, Never>]() }
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in released { continuation.resume() }
    }

    /// Why the instance is not ready, or nil when it is.
    public var notReadyReason: NotReadyReason? {
        switch phase {
        case .ready: nil
        case .loadingRelease: .loadingRelease
        case .draining: .draining
        }
    }
}

/// Why the readiness endpoint answers 503, sent as `reason` (stable, snake_case).
public enum NotReadyReason: String, Sendable, CaseIterable {
    case loadingRelease = "loading_release"
    case draining

    /// For the operator reading the check's body.
    var message: String {
        switch self {
        case .loadingRelease: "This instance is loading the published release; it takes traffic once that is done."
        case .draining: "This instance is shutting down (SIGTERM): it still answers, but send new requests elsewhere."
        }
    }
}
