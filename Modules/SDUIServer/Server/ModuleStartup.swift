import Logging
import ServiceLifecycle

/// The start-up beside the HTTP server: once the listener is open, the
/// modules' work before ready (`ModuleService.beforeReady`: the releases
/// module loads the published release), then the instance is marked ready
/// and reported (`onReady`); until then the readiness check answers
/// `loading_release`. Then it runs the modules' work while serving, and
/// stops with the server.
struct ModuleStartup: Service {
    /// The start-up's part: when the listener is open, a hook for tests, and whom to tell once ready.
    struct Startup: Sendable {
        /// Yields the base URL once the server listens; finishes without one if it never does.
        let listening: AsyncStream<String>
        let whileLoading: @Sendable () async -> Void
        let onReady: @Sendable (_ baseURL: String) async -> Void
    }

    let environment: ServerEnvironment
    let logger: Logger
    let startup: Startup

    func run() async {
        // Stopped before the modules were ready: let the requests held at the gate through, so they are answered (from
        // the content folder) and the graceful shutdown, which waits for them, can finish.
        defer { environment.health.markReady() }
        // Stopping cancels the work; nothing here throws, so the server exits 0.
        await cancelWhenGracefulShutdown {
            var listening = startup.listening.makeAsyncIterator()
            guard let baseURL = await listening.next() else { return }
            await startup.whileLoading()
            let services = environment.moduleServices.all
            for service in services { await service.beforeReady(logger) }
            environment.health.markReady()
            await startup.onReady(baseURL)
            await withTaskGroup(of: Void.self) { group in
                for service in services {
                    group.addTask { [logger] in
                        do {
                            try await service.whileServing(logger)
                        } catch is CancellationError {
                        } catch {
                            logger.error("a module's work beside the server ended", metadata: ["reason": .string("\(error)")])
                        }
                    }
                }
                // A service that returns ends its application: this one lasts until the server stops
                // (its graceful shutdown, or the cancel that follows it).
                group.addTask { try? await gracefulShutdown() }
            }
        }
    }
}
