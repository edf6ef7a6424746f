import Hummingbird
import SDUIServer

/// The release API under `/admin/` (`AdminEndpoint`), a `ServerModule`
/// installed beside `Releases` only when the server is started with it
/// (`sdui-server --admin`), since it changes what every client is served:
/// publish, promote, roll back and roll out releases for an admin's token
/// with the role each needs. Who the admins are (`AdminStore`, `sdui-server
/// admin add`) stays in the core, which also reads an author's token for
/// debug answers; this is the HTTP side of the releases' operations.
///
/// ```swift
/// try registry.install(Releases())
/// if admin { try registry.install(AdminAPI()) }
/// ```
public struct AdminAPI: ServerModule {
    public let name = "Admin"
    public let configuration: AdminConfiguration

    public init(configuration: AdminConfiguration = AdminConfiguration()) {
        self.configuration = configuration
    }

    public func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {
        let handlers = AdminHandlers(environment: environment, configuration: configuration)
        for endpoint in AdminEndpoint.allCases {
            routes.on(RouterPath(endpoint.pattern), method: endpoint.isPost ? .post : .get, use: handlers.handler(for: endpoint))
        }
    }
}
