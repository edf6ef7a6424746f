import DemoServer
import Hummingbird
import SDUIServer
import SDUITesting
import Testing

/// Routes that would answer one request, refused when the router is made
/// (`RouteConflict`): a health path another route answers, or one method
/// and path added twice, whoever adds them.
@Suite("Route conflicts")
struct RouteConflictTests {
    @Test("A health path a route answers is refused when the router is made, naming the route and who adds it (the core or a module); a free path under a module's prefix is not")
    func pathsAgainstServedRoutes() throws {
        let environment = try TestServer.demo(preview: true)
        let taken: [(path: String, route: String, owner: String)] = [
            ("hello", "/hello", RouteConflict.core),
            ("metrics", "/metrics", RouteConflict.core),
            ("images/ready", "/images/{name}", RouteConflict.core),
            ("preview", "/preview", "Preview"),
            ("preview/screens/home", "/preview/screens/**", "Preview"),
            ("app/ready", "/app/**", "WebApp"),
        ]
        for (path, route, owner) in taken {
            #expect(throws: RouteConflict.healthPath(option: "readiness path", path: path, method: "GET", route: route, owner: owner)) {
                _ = try APIRoutes.makeRouter(environment: environment, health: HealthSettings(readinessPath: path))
            }
        }
        #expect(throws: RouteConflict.healthPath(option: "liveness path", path: "hello", method: "GET", route: "/hello", owner: RouteConflict.core)) {
            _ = try APIRoutes.makeRouter(environment: environment, health: HealthSettings(livenessPath: "hello"))
        }
        let conflict = RouteConflict.healthPath(option: "readiness path", path: "images/ready", method: "GET", route: "/images/{name}", owner: RouteConflict.core)
        #expect(conflict.description == "The readiness path '/images/ready' cannot be used: the server's core answers GET /images/{name} there.")
        // Served by no route, though the preview's routes begin there: free.
        _ = try APIRoutes.makeRouter(environment: environment, health: HealthSettings(livenessPath: "preview/alive", readinessPath: "admin/ready"))
    }

    @Test("Two routes of one method and path are refused when the router is made, naming both owners")
    func duplicateRoutes() throws {
        var registry = AppRegistry()
        try registry.install(Hello())
        let environment = try TestServer.environment(registry)
        #expect(throws: RouteConflict.duplicate(method: "GET", path: "/hello", owners: [RouteConflict.core, "Hello"])) {
            _ = try APIRoutes.makeRouter(environment: environment)
        }
    }
}

/// A module that answers a path the core already answers.
private struct Hello: ServerModule {
    let name = "Hello"
    let configuration: Void = ()

    func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {
        routes.get("hello") { _, _ in Response(status: .ok) }
    }
}
