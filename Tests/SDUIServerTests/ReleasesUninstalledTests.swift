import DemoServer
import JSON
import Logging
import SDUI
import SDUIServer
import SDUIServerExperiments
import SDUIServerReleases
import SDUIServerSQLite
import SDUITesting
import Testing

/// Releases are a server module (`Releases`): without it a server serves its
/// content folder whatever the database holds; with it, the release its
/// channel names, and a rollout to the installs it reaches.
@Suite("Releases uninstalled")
struct ReleasesUninstalledTests {
    static let quiet = Logger(label: "releases-uninstalled") { _ in SwiftLogNoOpLogHandler() }

    /// The demo's apps and experiments over `database`, on the repository's content, with `releases` installed or not.
    static func environment(releases: Bool, database: SQLiteDatabase) throws -> ServerEnvironment {
        var registry = try DemoServer.apps(database: database, passwordCost: .testing)
        try registry.install(Experiments())
        if releases { try registry.install(Releases()) }
        return try ServerEnvironment.make(configuration: ServerConfiguration(contentDirectory: TestServer.contentDirectory),
                                          apps: registry, storage: database, logger: Self.quiet)
    }

    /// Expects home's title as `environment` serves it to be `expected`.
    static func expectHome(_ environment: ServerEnvironment, titled expected: String) async throws {
        try await TestServer.run(environment) { client in
            let home = try await client.get(.screen("home"))
            #expect(try home.json()["title"]?.stringValue == expected)
        }
    }

    @Test("without the module a release another instance published is not served: the content folder is; no store, no release API")
    func folderServed() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        let publisher = try Self.environment(releases: true, database: database)
        let environment = try Self.environment(releases: false, database: database)
        _ = try await publisher.publishRelease(try ReleaseTests.retitled("Spring"), author: "ada", note: "spring")
        #expect(try await environment.followRelease(logger: Self.quiet) == nil)
        #expect(environment.release == nil)
        #expect(environment.state(of: Releases.self) == nil)
        #expect(throws: ReleaseError.noDatabase) { _ = try environment.releases }
        try await Self.expectHome(environment, titled: "SDUI demo")
        try await TestServer.run(environment) { client in
            let releases = try await client.get("/admin/releases")
            #expect(releases.status == .notFound)
        }
    }

    @Test("with the module the same database's release is served, and its rollout reaches the installs in its share")
    func releaseServed() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        let environment = try Self.environment(releases: true, database: database)
        _ = try await environment.publishRelease(try ReleaseTests.retitled("Spring"), author: "ada", note: "spring")
        #expect(try await environment.followRelease(logger: Self.quiet) == 1)
        #expect(environment.state(of: Releases.self)?.channel == .live)
        #expect(Array(environment.registry.migrations.map(\.id).suffix(2)) == ["release-1-schema", "release-2-rollout"], "its tables, after the apps'")
        try await Self.expectHome(environment, titled: "Spring")
        let summer = try await environment.publishRelease(try ReleaseTests.retitled("Summer"), author: "ada", note: "summer", to: .staging)
        try await environment.rolloutRelease(summer.number, percent: 99, actor: "ada")
        #expect(try await environment.followRelease(logger: Self.quiet) == 1, "a rollout leaves the channel's release")
        let reached = (0..<50).map { _ in InstallID.random().value }.filter { environment.published.snapshot(for: $0).release == summer.number }
        #expect(reached.count >= 40, "99% of 50 installs: \(reached.count)")
    }
}
