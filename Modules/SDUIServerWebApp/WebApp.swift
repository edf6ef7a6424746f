import Hummingbird
import Logging
import SDUIServer

/// The web client, served at `/app/` from `<content>/web/` (what
/// `Scripts/build-web.sh` builds), a server module like the preview: its
/// HTML shell for every `/app/…` path, its files under hashed names, and its
/// Service Worker. A server without it answers `/app/…` with 404s, and the
/// core keeps no setting for it.
///
/// ```swift
/// try registry.install(try WebApp(contentDirectory: "Content", logger: logger))
/// ```
public struct WebApp: ServerModule {
    public let name = "WebApp"
    /// The built client, read once when the module is made (`WebAppBundle`).
    public let configuration: WebAppBundle

    /// Reads `<contentDirectory>/web/`; throws when it is over its bounds
    /// (`WebAppBundleError`). A folder without a build is served as a 503
    /// that says how to build it, so the rest of the server starts.
    public init(contentDirectory: String, logger: Logger) throws(WebAppBundleError) {
        configuration = try WebAppBundle.load(contentDirectory: contentDirectory, logger: logger)
    }

    /// The bundle, for `ServerEnvironment.webApp`.
    public func makeState(environment: ServerEnvironment) -> WebAppBundle { configuration }

    public func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {
        let handlers = WebAppHandlers(bundle: configuration)
        routes.get("app", use: handlers.shell)
        routes.get("app/**", use: handlers.shell)
        routes.get("app/assets/**", use: handlers.asset)
        // The Service Worker, at a URL that never changes (a browser looks for a new one there).
        routes.get("app/sw.js", use: handlers.worker)
        // Without it the router would find no route for /app/assets, where the route table sees app/** (a 405).
        routes.get("app/assets", use: handlers.assetFolder)
    }
}

extension ServerEnvironment {
    /// The web client this environment serves at `/app/`; nil when `WebApp` is not installed.
    public var webApp: WebAppBundle? { state(of: WebApp.self) }
}
