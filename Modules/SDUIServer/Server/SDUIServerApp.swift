import Hummingbird
import Logging
import ServiceLifecycle

/// Builds the Hummingbird application around an environment.
///
/// ```swift
/// let environment = try ServerEnvironment.make(configuration: configuration, apps: registry, storage: storage, logger: logger)
/// let server = SDUIServerApp.makeServer(environment: environment, configuration: configuration, logger: logger,
///                                       stopsOnSignals: true) { url in
///     print("sdui-server listening on \(url)")
/// }
/// try await server.run()
/// ```
public enum SDUIServerApp {
    /// The application alone: it listens, runs the modules' work before ready
    /// beside the listener (`ModuleService`: the releases module loads the
    /// published release; health checks answer meanwhile, other requests
    /// wait; `StartupGate`), then calls `onReady`; a graceful shutdown closes
    /// the listener at once. `makeServer` adds the drain in front of that.
    /// Throws when two routes would answer one request (`RouteConflict`).
    /// `whileLoadingRelease` runs once the listener is open and the instance
    /// reports `loading_release`, before the modules' work.
    public static func makeApplication(
        environment: ServerEnvironment, configuration: ServerConfiguration, logger: Logger,
        whileLoadingRelease: ServerHook = ServerHook(),
        onReady: @escaping @Sendable (_ baseURL: String) async -> Void = { _ in }
    ) throws(RouteConflict) -> some ApplicationProtocol {
        let router = try APIRoutes.makeRouter(environment: environment, health: configuration.health)
        let host = configuration.host
        let (listening, listeningContinuation) = AsyncStream<String>.makeStream()
        environment.health.markLoadingRelease()
        let startup = ModuleStartup(environment: environment, logger: logger,
                                    startup: .init(listening: listening, whileLoading: whileLoadingRelease.run, onReady: onReady))
        return Application(
            router: router,
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: "sdui-server"),
            services: [startup],
            onServerRunning: { channel in
                // Hummingbird accepts connections only once this returns, so the modules' work before
                // ready (a release loaded) runs beside the listener, and the health checks can answer meanwhile.
                let port = channel.localAddress?.port ?? configuration.port
                let shownHost = host.contains(":") ? "[\(host)]" : host
                listeningContinuation.yield("http://\(shownHost):\(port)")
                listeningContinuation.finish()
            },
            logger: logger)
    }

    /// The application with its drain: on graceful shutdown (SIGTERM or
    /// SIGINT when `stopsOnSignals`, or a parent group's) the instance first reports not ready and keeps
    /// answering for `configuration.health.drainDelay` (`ServerDrain`), then
    /// the application stops gracefully. What `sdui-server` runs.
    /// `untilDrained`, when given, makes the drain last until it returns
    /// instead of the drain delay (tests end it once they have looked).
    public static func makeServer(
        environment: ServerEnvironment, configuration: ServerConfiguration, logger: Logger, stopsOnSignals: Bool = false,
        whileLoadingRelease: ServerHook = ServerHook(), untilDrained: ServerHook? = nil,
        onReady: @escaping @Sendable (_ baseURL: String) async -> Void = { _ in }
    ) throws(RouteConflict) -> ServiceGroup {
        let app = try makeApplication(environment: environment, configuration: configuration, logger: logger,
                                  whileLoadingRelease: whileLoadingRelease, onReady: onReady)
        let delay = configuration.health.drainDelay
        let sleep: @Sendable () async -> Void = { try? await Task.sleep(for: delay) }
        let drain = ServerDrain(health: environment.health, delay: delay, logger: logger, wait: untilDrained?.run ?? sleep)
        // Services stop in reverse order: the drain first, the application once the drain returns.
        var group = ServiceGroupConfiguration(services: [app, drain], logger: logger)
        if stopsOnSignals { group.gracefulShutdownSignals = [.sigterm, .sigint] }
        return ServiceGroup(configuration: group)
    }
}

/// Work done at a point of the instance's life (`makeApplication`'s
/// `whileLoadingRelease`, `makeServer`'s `untilDrained`): tests hold the
/// instance there to look at it. A type of its own, so a trailing closure
/// given to `makeApplication` stays its `onReady`.
public struct ServerHook: Sendable {
    let run: @Sendable () async -> Void

    public init(_ run: @escaping @Sendable () async -> Void = {}) {
        self.run = run
    }
}
