import AnalyticsContract
import DemoServer
import HTTPTypes
import JSON
import Logging
import SDUI
import SDUIServer
import SDUIServerReleases
import SDUIServerSQLite
import SDUITesting
import Synchronization
import Testing

/// The seams a module that changes what is served uses, shown with a module
/// that is not the experiments: a file of its own read from every release
/// (`ContentFileKind`), a variant of a screen per request (`varyScreens`),
/// and the analytics batches stored (`onAnalyticsStored`).
@Suite("Server modules' content files, screen variants and analytics")
struct ServerModuleContentTests {
    /// The installs whose batches were stored, as the observer heard them.
    final class Heard: Sendable {
        let installs = Mutex<[String?]>([])
    }

    /// Retitles `home` for every client with an install id, from the
    /// release's `headline.json` (`{"title": "…"}`).
    struct Headline: ServerModule {
        let name = "Headline"
        let configuration: Void = ()

        /// The headline's file, read as its title.
        static let file = ContentFile<String>("headline.json") { bytes, content in
            guard let title = (try? JSONParser().parse(bytes))?["title"]?.stringValue, !title.isEmpty,
                  let home = try? ScreenPath(validating: "home"), content.answers(home) else {
                return (nil, [ContentProblem(file: "headline.json", path: "title", reason: "a title is text, for a home screen")])
            }
            return (title, [])
        }

        var contentFiles: [ContentFileKind] { [Self.file.kind] }

        func makeState(environment: ServerEnvironment) -> Heard {
            let heard = Heard()
            environment.varyScreens { path, install, content in
                guard path.description == "home", install != nil, let title = content.value(of: Self.file) else { return nil }
                return ScreenVariant(path: path, stamp: ";headline=\(title)") { document in
                    guard case .object(var members) = document else { return document }
                    members["title"] = .string(title)
                    return .object(members)
                }
            }
            environment.onAnalyticsStored { _, install, _ in heard.installs.withLock { $0.append(install) } }
            return heard
        }

        func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {}
    }

    static func environment() throws -> ServerEnvironment {
        let database = try SQLiteDatabase.open(path: ":memory:")
        var registry = try DemoServer.apps(database: database, passwordCost: .testing)
        try registry.install(Headline())
        try registry.install(Releases())
        return try ServerEnvironment.make(configuration: ServerConfiguration(contentDirectory: TestServer.contentDirectory),
                                          apps: registry, storage: database, logger: Self.quiet)
    }

    static let quiet = Logger(label: "server-module-content-test") { _ in SwiftLogNoOpLogHandler() }

    /// The repository's screens (not its experiments, which this server does not install) with `headline`.
    static func release(headline: String) -> ContentFiles {
        var files = ContentFiles.read(from: TestServer.contentDirectory).files
        files["experiments.json"] = nil
        files["headline.json"] = Array(headline.utf8)
        return ContentFiles(files: files)
    }

    static let install: HTTPFields = [HTTPField.Name(APIHeader.installID)!: InstallID.random().value]

    @Test("a module's file comes with its release: the screen it varies changes for the clients it chooses, kept apart in the cache")
    func variedFromARelease() async throws {
        let environment = try Self.environment()
        try await TestServer.run(environment) { client in
            let before = try await client.get(.screen("home"), headers: Self.install)
            #expect(try before.json()["title"]?.stringValue == "SDUI demo", "no headline.json yet: the screen itself")
        }
        _ = try await environment.publishRelease(Self.release(headline: #"{"title": "Spring"}"#), author: "ada", note: "spring")
        try await environment.followRelease(logger: Self.quiet)
        try await TestServer.run(environment) { client in
            let varied = try await client.get(.screen("home"), headers: Self.install)
            let plain = try await client.get(.screen("home"))
            #expect(try varied.json()["title"]?.stringValue == "Spring")
            #expect(try plain.json()["title"]?.stringValue == "SDUI demo")
            #expect(varied.headers[.eTag] != plain.headers[.eTag])
            var revalidate = Self.install
            revalidate[.ifNoneMatch] = varied.headers[.eTag] ?? ""
            let again = try await client.get(.screen("home"), headers: revalidate)
            #expect(again.status == .notModified)
        }
    }

    @Test("a module's file with a problem refuses the release, by the module's words")
    func problemsRefuse() throws {
        let problems = try Self.environment().releaseProblems(Self.release(headline: #"{"title": 3}"#))
        #expect(problems == [ContentProblem(file: "headline.json", path: "title", reason: "a title is text, for a home screen")])
    }

    @Test("each stored analytics batch is told to the observers with its install")
    func analyticsObserved() async throws {
        let environment = try Self.environment()
        let batch = AnalyticsBatch(events: [AnalyticsEvent(id: "e-1", name: "screenView", timestamp: 1)])
        try await TestServer.run(environment) { client in
            let body = try JSONModelEncoder().encodeToValue(batch)
            #expect(try await client.post("/v2/analytics/events", json: body, headers: Self.install).status == .ok)
            #expect(try await client.post("/v2/analytics/events", json: body).status == .ok)
        }
        let heard = try #require(environment.state(of: Headline.self))
        #expect(heard.installs.withLock { $0 } == [Self.install[HTTPField.Name(APIHeader.installID)!], nil])
    }

    @Test("a content file is read by one module: a second claim, or a claim of the core's theme.json, is a conflict")
    func fileClaimedOnce() throws {
        struct Reader: ServerModule {
            let name: String
            let configuration: String
            var contentFiles: [ContentFileKind] { [ContentFile<Void>(configuration) { _, _ in ((), []) }.kind] }
            func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {}
        }
        struct Other: ServerModule {
            let name = "Other"
            let configuration = "headline.json"
            var contentFiles: [ContentFileKind] { [ContentFile<Void>(configuration) { _, _ in ((), []) }.kind] }
            func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {}
        }
        var registry = AppRegistry()
        try registry.install(Headline())
        #expect(throws: AppRegistrationError.self) { try registry.install(Other()) }
        var core = AppRegistry()
        #expect(throws: AppRegistrationError.self) { try core.install(Reader(name: "Theme", configuration: ContentFiles.themeFile)) }
        #expect(core.contentFileKinds.isEmpty && registry.contentFileKinds.map(\.file) == ["headline.json"])
    }
}
