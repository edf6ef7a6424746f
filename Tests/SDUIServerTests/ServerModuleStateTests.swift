import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import SDUIContract
import SDUIServer
import SDUIServerReleases
import SDUITesting
import Synchronization
import Testing

/// What a `ServerModule` keeps and hears: its state, made once per
/// environment and found by its type; the contract endpoints the core
/// leaves to a module (the live streams'), 404s without one; and the
/// content's changes, told to whoever subscribed.
@Suite("Server modules' state and hooks")
struct ServerModuleStateTests {
    /// A state that remembers which environment made it.
    final class Made: Sendable {
        let contentDirectory: String
        init(contentDirectory: String) { self.contentDirectory = contentDirectory }
    }

    /// A module with state that answers the live screen endpoint with a word.
    struct Keeper: ServerModule {
        let name = "Keeper"
        let configuration: String

        func makeState(environment: ServerEnvironment) -> Made {
            Made(contentDirectory: configuration)
        }

        func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {
            routes.answer(.live) { _, _ in
                Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: "kept")))
            }
        }
    }

    static func environment(_ registry: AppRegistry) throws -> ServerEnvironment {
        try TestServer.environment(registry, label: "server-module-state-test")
    }

    @Test("a module's state is made once per environment, shared by its copies and its routers, and found by its type")
    func stateOncePerEnvironment() throws {
        var registry = AppRegistry()
        try registry.install(Keeper(configuration: "one"))
        let environment = try Self.environment(registry)
        let state = try #require(environment.state(of: Keeper.self))
        #expect(state.contentDirectory == "one")
        let copy = environment
        _ = try APIRoutes.makeRouter(environment: copy)
        #expect(copy.state(of: Keeper.self) === state)
        #expect(try Self.environment(registry).state(of: Keeper.self) !== state, "another environment, another state")
        #expect(try Self.environment(AppRegistry()).state(of: Keeper.self) == nil)
    }

    @Test("a module's type is installed once, whatever its name")
    func sameTypeTwice() throws {
        struct Named: ServerModule {
            let name: String
            let configuration = "none"
            func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {}
        }
        var registry = AppRegistry()
        try registry.install(Named(name: "first"))
        #expect(throws: AppRegistrationError.self) { try registry.install(Named(name: "second")) }
    }

    @Test("the live endpoints are a module's: answered by it when installed, 404s with the JSON error without one")
    func endpointsLeftToModules() async throws {
        try await TestServer.run(try Self.environment(AppRegistry())) { client in
            for path in ["/v2/live/parcels/3SABC1234567", "/v2/widget/live"] {
                let response = try await client.get(path)
                #expect(response.status == .notFound, "\(path)")
                #expect(try response.errorCode() == "not_found", "\(path)")
            }
        }
        var registry = AppRegistry()
        try registry.install(Keeper(configuration: "one"))
        try await TestServer.run(try Self.environment(registry)) { client in
            let live = try await client.get("/v2/live/parcels/3SABC1234567")
            #expect(live.status == .ok)
            #expect(live.text == "kept")
            #expect(try await client.get("/v2/widget/live").status == .notFound, "this module answers only the screen's")
        }
    }

    @Test("every swap of the content served (a release, a rollout, its share, its end) is told to the observers once")
    func contentChangeObserved() async throws {
        let environment = try TestServer.demo()
        let told = Mutex(0)
        environment.onContentChange { told.withLock { $0 += 1 } }
        let logger = Logger(label: "server-module-state-test") { _ in SwiftLogNoOpLogHandler() }
        try await environment.followRelease(logger: logger)
        #expect(told.withLock { $0 } == 0, "nothing published: nothing changed")
        let files = ContentFiles.read(from: TestServer.contentDirectory)
        _ = try await environment.publishRelease(files, author: "ada", note: "one")
        try await environment.followRelease(logger: logger)
        #expect(told.withLock { $0 } == 1)
        try await environment.followRelease(logger: logger)
        #expect(told.withLock { $0 } == 1, "the same release again: nothing changed")
        let second = try await environment.publishRelease(files, author: "ada", note: "two", to: .staging)
        try await environment.rolloutRelease(second.number, percent: 10, actor: "ada")
        try await environment.followRelease(logger: logger)
        #expect(told.withLock { $0 } == 2)
        try await environment.rolloutRelease(second.number, percent: 20, actor: "ada")
        try await environment.followRelease(logger: logger)
        #expect(told.withLock { $0 } == 3)
        try await environment.stopRollout(actor: "ada")
        try await environment.followRelease(logger: logger)
        #expect(told.withLock { $0 } == 4)
    }
}
