import DemoServer
import HTTPTypes
import JSON
import Logging
import SDUIServer
import SDUIServerExperiments
import SDUIServerReleases
import SDUIServerSQLite
import SDUITesting
import Testing

/// The release API is a `ServerModule` (`AdminAPI`): installed, its routes
/// answer for an admin's token and role under its own settings; not
/// installed, they are 404s (`ReleaseTests`). The same API across two
/// PostgreSQL instances is `ReleasesAcrossInstancesTests`.
@Suite("Admin API")
struct AdminAPITests {
    /// The demo's apps over a throwaway SQLite database with the releases and `admin` installed,
    /// and the experiments, which read the folder's `experiments.json` (a
    /// server without them refuses a release holding it).
    static func environment(_ admin: AdminAPI) throws -> ServerEnvironment {
        let database = try SQLiteDatabase.open(path: ":memory:")
        var registry = try DemoServer.apps(database: database, passwordCost: .testing)
        try registry.install(Releases())
        try registry.install(admin)
        try registry.install(Experiments())
        var logger = Logger(label: "admin-api-test")
        logger.logLevel = .critical
        return try ServerEnvironment.make(configuration: ServerConfiguration(contentDirectory: TestServer.contentDirectory),
                                          apps: registry, storage: database, logger: logger)
    }

    /// The content folder as a release to publish.
    static func publication(note: String, channel: String = "live") throws -> JSONValue {
        var files = JSONObject()
        for (name, bytes) in ContentFiles.read(from: TestServer.contentDirectory).files.sorted(by: { $0.key < $1.key }) {
            files[name] = try JSONParser().parse(bytes)
        }
        return .object(["note": .string(note), "channel": .string(channel), "files": .object(files)])
    }

    static func bearer(_ token: String) -> HTTPFields { [.authorization: "Bearer \(token)"] }

    @Test("installed, the release API publishes for a publisher, refuses an author and no token, and logs each")
    func publishAndRefuse() async throws {
        let environment = try Self.environment(AdminAPI())
        let publisher = try await environment.releases.admins.add("grace", role: .publisher)
        let author = try await environment.releases.admins.add("ada", role: .author)
        try await TestServer.run(environment) { client in
            let anonymous = try await client.get("/admin/releases")
            #expect(anonymous.status == .unauthorized)
            #expect(try anonymous.errorCode() == "unauthorized")
            let live = try await client.post("/admin/releases", json: try Self.publication(note: "live by an author"),
                                             headers: Self.bearer(author))
            #expect(live.status == .forbidden)
            let published = try await client.post("/admin/releases", json: try Self.publication(note: "the folder"),
                                                  headers: Self.bearer(publisher))
            #expect(published.status == .created, "\(published.text)")
            #expect(try published.json()["number"]?.intValue == 1)
            #expect(published.headers[.cacheControl] == "no-store")
            let list = try await client.get("/admin/releases", headers: Self.bearer(author))
            #expect(try list.json()["releases"]?.arrayValue?.first?["channels"] == .array([.string("live")]))
            let log = try await client.get("/admin/log", headers: Self.bearer(publisher))
            let outcomes = try #require(try log.json()["entries"]?.arrayValue).compactMap { $0["outcome"]?.stringValue }
            #expect(outcomes.contains("refused: no token"))
            #expect(outcomes.contains("refused: publishing to live needs the publisher role"))
        }
    }

    @Test("a release larger than the module's own body limit is refused with 413")
    func bodyLimit() async throws {
        var configuration = AdminConfiguration()
        configuration.maximumReleaseBodySize = 1_024
        let environment = try Self.environment(AdminAPI(configuration: configuration))
        let publisher = try await environment.releases.admins.add("grace", role: .publisher)
        try await TestServer.run(environment) { client in
            let response = try await client.post("/admin/releases", json: try Self.publication(note: "too large"),
                                                 headers: Self.bearer(publisher))
            #expect(response.status == .contentTooLarge)
            #expect(try response.errorCode() == "body_too_large")
        }
    }
}
