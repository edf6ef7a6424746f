import Logging
import Synchronization

/// Work a module does beside the HTTP server for as long as it runs (the
/// releases module follows its channel): `beforeReady` once the listener is
/// open, while the readiness check answers `loading_release` and other
/// requests wait, then `whileServing` until the server stops (its task is
/// cancelled then). Registered with `ServerEnvironment.runBesideServer(_:)`,
/// so the core's start-up waits for a module's content without naming it.
public struct ModuleService: Sendable {
    /// Done before the instance takes traffic; it cannot fail the start (say what went wrong in the log).
    public let beforeReady: @Sendable (_ logger: Logger) async -> Void
    /// Runs once the instance is ready, until cancelled; a throw ends this work alone.
    public let whileServing: @Sendable (_ logger: Logger) async throws -> Void

    public init(beforeReady: @escaping @Sendable (_ logger: Logger) async -> Void = { _ in },
                whileServing: @escaping @Sendable (_ logger: Logger) async throws -> Void = { _ in }) {
        self.beforeReady = beforeReady
        self.whileServing = whileServing
    }
}

/// The services modules registered, run in registration order. Shared by every copy of the environment.
final class ModuleServices: Sendable {
    private let services = Mutex<[ModuleService]>([])

    func add(_ service: ModuleService) {
        services.withLock { $0.append(service) }
    }

    var all: [ModuleService] { services.withLock { $0 } }
}

extension ServerEnvironment {
    /// Runs `service` beside the HTTP server (`SDUIServerApp.makeApplication`);
    /// a module registers in `makeState`. An environment used without a
    /// server (a command, a test) runs none: it calls the module's own API.
    public func runBesideServer(_ service: ModuleService) {
        moduleServices.add(service)
    }
}
