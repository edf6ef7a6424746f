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
        let router = APIRoutes.makeRouter(environment: environment, preview: configuration.preview)
        let host = configuration.host
        return Application(
            router: router,
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: "sdui-server"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? configuration.port
                let shownHost = host.contains(":") ? "[\(host)]" : host
                await onReady("http://\(shownHost):\(port)")
            },
            logger: logger)
    }
}
