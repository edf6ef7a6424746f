import CurlTransport
import DemoServer
import JSON
import Logging
import SDUI
import SDUIServer
import SDUIServerSQLite
import SDUITesting
import Synchronization
import Testing

/// The seams through which a module supplies what the core serves, shown
/// with modules that are not the releases: work before the instance is ready
/// and while it serves (`ModuleService`), and content chosen per install or
/// swapped in for everyone (`chooseContent`, `serveContent`).
@Suite("Server modules' work beside the server and content served")
struct ModuleServiceTests {
    static let quiet = Logger(label: "module-service-test") { _ in SwiftLogNoOpLogHandler() }

    /// Holds the start-up until `warmed` opens, then serves until cancelled.
    struct Warmup: ServerModule {
        final class Record: Sendable {
            let warmed = Gate()
            let serving = Mutex(false)
            let stopped = Mutex(false)
        }

        let name = "Warmup"
        let configuration: Record

        func makeState(environment: ServerEnvironment) {
            let record = configuration
            environment.runBesideServer(ModuleService(
                beforeReady: { _ in await record.warmed.wait() },
                whileServing: { _ in
                    record.serving.withLock { $0 = true }
                    do {
                        while true { try await Task.sleep(for: .seconds(60)) }
                    } catch {
                        record.stopped.withLock { $0 = true }
                        throw error
                    }
                }))
        }

        func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {}
    }

    /// Answers install `configuration` from the snapshot it holds.
    struct Edition: ServerModule {
        final class Editor: Sendable {
            let chosen = Mutex<ContentSnapshot?>(nil)
        }

        let name = "Edition"
        let configuration = "tester"

        func makeState(environment: ServerEnvironment) -> Editor {
            let editor = Editor()
            let install = configuration
            environment.chooseContent { [weak editor] asking, _ in asking == install ? editor?.chosen.withLock { $0 } : nil }
            return editor
        }

        func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {}
    }

    /// `path` on its own connection, and its JSON body.
    static func get(_ base: String, _ path: String) async throws -> (status: Int, body: JSONValue?) {
        let answer = try await CurlHTTPClient().send(OutgoingRequest(url: base + path))
        return (answer.status, try? JSONParser().parse(answer.body))
    }

    @Test("a module's work before ready holds readiness (503 loading_release) until done; its work while serving runs until the server stops")
    func workBesideServer() async throws {
        let record = Warmup.Record()
        var registry = AppRegistry()
        try registry.install(Warmup(configuration: record))
        let environment = try TestServer.environment(registry, label: "module-service-test")
        let port = ClosedLoopbackPort.pick()
        var configuration = ServerConfiguration(host: "127.0.0.1", port: port, contentDirectory: TestServer.contentDirectory)
        configuration.health = HealthSettings(drainDelay: .zero)
        let server = GracefulServer(try SDUIServerApp.makeServer(environment: environment, configuration: configuration, logger: Self.quiet),
                                    logger: Self.quiet)
        let base = "http://127.0.0.1:\(port)"
        // Two minutes: a hang guard, not a measure (a debug build on a loaded machine starts slowly).
        #expect(await eventually(timeout: .seconds(120)) { (try? await Self.get(base, "/health/live"))?.status == 200 })
        let loading = try await Self.get(base, "/health/ready")
        #expect(loading.status == 503)
        #expect(loading.body?["reason"]?.stringValue == "loading_release")
        #expect(!record.serving.withLock { $0 }, "serving starts once ready")
        await record.warmed.open()
        #expect(await eventually { record.serving.withLock { $0 } })
        #expect(try await Self.get(base, "/health/ready").status == 200)
        _ = await server.stop(patience: .seconds(60))
        #expect(await eventually { record.stopped.withLock { $0 } }, "its work is cancelled when the server stops")
    }

    @Test("a module chooses an install's content and swaps the instance's, checked and assembled as the folder was; observers are told")
    func contentServed() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        var registry = try DemoServer.apps(database: database, passwordCost: .testing)
        try registry.install(Edition())
        let environment = try ServerEnvironment.make(configuration: ServerConfiguration(contentDirectory: TestServer.contentDirectory),
                                                     apps: registry, storage: database, logger: Self.quiet)
        let editor = try #require(environment.state(of: Edition.self))
        let told = Mutex(0)
        environment.onContentChange { told.withLock { $0 += 1 } }
        var files = try ReleaseTests.retitled("Edited").files
        files["experiments.json"] = nil
        let content = ContentFiles(files: files)
        #expect(environment.contentProblems(in: content).isEmpty, "\(environment.contentProblems(in: content))")
        let snapshot = try environment.assembleContent(content, release: 9, source: "edition", logger: Self.quiet)
        editor.chosen.withLock { $0 = snapshot }
        environment.announceContentChange()
        #expect(told.withLock { $0 } == 1)
        #expect(environment.published.snapshot(for: "tester").release == 9)
        #expect(environment.published.snapshot(for: "other").release == nil)
        #expect(environment.published.snapshot(for: nil).release == nil)
        #expect(!environment.serveContent(snapshot, ifServing: 3), "release 3 is not served: nothing swapped")
        #expect(told.withLock { $0 } == 1)
        #expect(environment.serveContent(snapshot, ifServing: nil))
        #expect(environment.release == 9 && told.withLock { $0 } == 2)
        try await TestServer.run(environment) { client in
            let home = try await client.get(.screen("home"))
            #expect(try home.json()["title"]?.stringValue == "Edited")
        }
    }
}
