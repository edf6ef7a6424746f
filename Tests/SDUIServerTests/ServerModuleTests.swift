import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import SDUIServer
import SDUITesting
import Testing

/// A `ServerModule` is installed the way an app is and its routes are
/// answered as the core's own: `HEAD` for a `GET`, `OPTIONS` and 405 from
/// the same table, JSON errors. Not installed, its paths are 404s.
@Suite("Server modules")
struct ServerModuleTests {
    /// A module of one route whose answer is its configuration.
    struct Greeting: ServerModule {
        let name = "Greeting"
        let configuration: String

        func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {
            let text = configuration
            routes.get("greeting") { _, _ in
                Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
                         body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
            }
        }
    }

    static func environment(_ modules: [Greeting]) throws -> ServerEnvironment {
        var registry = AppRegistry()
        for module in modules { try registry.install(module) }
        var logger = Logger(label: "server-module-test")
        logger.logLevel = .critical
        return try ServerEnvironment.make(configuration: ServerConfiguration(contentDirectory: TestServer.contentDirectory),
                                          apps: registry, storage: RecordingStorage(), logger: logger)
    }

    @Test("an installed module's route answers GET, HEAD, OPTIONS and 405 like the core's")
    func routesAnswer() async throws {
        try await TestServer.run(try Self.environment([Greeting(configuration: "hello from a module")])) { client in
            let get = try await client.get("/greeting")
            #expect(get.status == .ok)
            #expect(get.text == "hello from a module")
            let head = try await client.execute(uri: "/greeting", method: .head)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            let options = try await client.execute(uri: "/greeting", method: .options)
            #expect(options.status == .noContent)
            #expect(options.headers[.allow]?.contains("GET") == true)
            let post = try await client.execute(uri: "/greeting", method: .post)
            #expect(post.status == .methodNotAllowed)
            #expect(try post.errorCode() == "method_not_allowed")
        }
    }

    @Test("without the module its path is a 404")
    func absentModule() async throws {
        try await TestServer.run(try Self.environment([])) { client in
            let response = try await client.get("/greeting")
            #expect(response.status == .notFound)
        }
    }

    @Test("a module installed twice is a registration error naming it")
    func installedTwice() throws {
        var registry = AppRegistry()
        try registry.install(Greeting(configuration: "one"))
        #expect(throws: AppRegistrationError.self) { try registry.install(Greeting(configuration: "two")) }
        #expect(registry.modules.count == 1)
    }
}
