import Hummingbird
import SDUIContract

/// The routes a `ServerModule` adds, gathered before the router is built so
/// the core can answer them as its own: behind its middleware, in the table
/// that answers `HEAD`, `OPTIONS` and 405. A path is Hummingbird's
/// (`preview/screens/**`, `v{version}/…` with `APIEndpoint.versionSegment`).
public struct ServerRoutes: Sendable {
    /// What answers one route: Hummingbird's request and the server's context.
    public typealias Handler = @Sendable (Request, SDUIRequestContext) async throws -> Response

    /// One route as added.
    package struct Route: Sendable {
        package let method: HTTPRequest.Method
        package let path: RouterPath
        package let handler: Handler
        /// The module that added it, for `RouteConflict`'s messages.
        package let owner: String
    }

    package private(set) var routes: [Route] = []
    /// Who adds the routes from now on: the core sets it before it asks each module.
    package var owner = ""
    /// The contract's endpoints a module answers (`answer(_:use:)`), in the order added.
    package private(set) var endpoints: [(endpoint: APIEndpoint, handler: Handler)] = []

    package init() {}

    /// Answers `method` at `path`.
    public mutating func on(_ path: RouterPath, method: HTTPRequest.Method, use handler: @escaping Handler) {
        routes.append(Route(method: method, path: path, handler: handler, owner: owner))
    }

    /// Answers `GET` (and so `HEAD`) at `path`.
    public mutating func get(_ path: RouterPath, use handler: @escaping Handler) {
        on(path, method: .get, use: handler)
    }

    /// Answers `POST` at `path`.
    public mutating func post(_ path: RouterPath, use handler: @escaping Handler) {
        on(path, method: .post, use: handler)
    }

    /// Answers one of the contract's endpoints that the core leaves to a
    /// module (`.live` and `.liveWidget`, the live streams'), at its pattern
    /// and method, among the routes the core answers without its router's
    /// trie. Without a module that answers it, such an endpoint is a 404.
    /// The core keeps its own endpoints, and of two modules answering one
    /// endpoint the first installed answers it.
    public mutating func answer(_ endpoint: APIEndpoint, use handler: @escaping Handler) {
        endpoints.append((endpoint, handler))
    }
}
