import Hummingbird
import Logging

/// Builds the Hummingbird application around an environment.
///
/// ```swift
/// let environment = try ServerEnvironment.make(configuration: configuration, apps: registry, storage: storage, logger: logger)
/// let app = SDUIServerApp.makeApplication(environment: environment, configuration: configuration, logger: logger) { url in
///     print("sdui-server listening on \(url)")
/// }
/// try await app.runService()
/// ```
public enum SDUIServerApp {
    public static func makeApplication(
        environment: ServerEnvironment, configuration: ServerConfiguration, logger: Logger,
        onReady: @escaping @Sendable (_ baseURL: String) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = APIRoutes.makeRouter(environment: environment, preview: configuration.preview, admin: configuration.admin)
        let host = configuration.host
        let follower = ReleaseFollower(environment: environment, interval: configuration.releaseInterval, logger: logger)
        return Application(
            router: router,
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: "sdui-server"),
            services: [follower],
            onServerRunning: { channel in
                // The published release before anyone is told the server is ready (the follower keeps it current after).
                do {
                    try await environment.followRelease(logger: logger)
                } catch {
                    logger.warning("cannot read the published release; serving the content folder", metadata: ["reason": .string("\(error)")])
                }
                let port = channel.localAddress?.port ?? configuration.port
                let shownHost = host.contains(":") ? "[\(host)]" : host
                await onReady("http://\(shownHost):\(port)")
            },
            logger: logger)
    }
}
