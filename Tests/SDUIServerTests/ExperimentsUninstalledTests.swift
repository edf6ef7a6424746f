import AnalyticsContract
import DemoServer
import HTTPTypes
import JSON
import Logging
import SDUI
import SDUIServer
import SDUIServerExperiments
import SDUIServerReleases
import SDUIServerSQLite
import SDUITesting
import Synchronization
import Testing

/// Experiments are a server module (`Experiments`): a server that does not
/// install it serves every screen as it is, records no exposure, ignores the
/// folder's `experiments.json` with a warning naming it, and refuses a
/// release holding one, naming the file.
@Suite("Experiments: a server without the module")
struct ExperimentsUninstalledTests {
    /// The warnings the server logged, each with the file it named.
    static func warnings(_ log: RecordedLog) -> [String] {
        log.entries.map { entry in entry.message + (entry.metadata["file"].map { " \($0)" } ?? "") }
    }

    /// The demo's apps over a throwaway SQLite database, on the repository's content (which holds `experiments.json`),
    /// with `experiments` installed or not (and the releases, which follow what another environment publishes).
    static func environment(experiments: Bool, warnings: RecordedLog = RecordedLog(),
                            database: SQLiteDatabase? = nil) throws -> ServerEnvironment {
        let database = try database ?? SQLiteDatabase.open(path: ":memory:")
        var registry = try DemoServer.apps(database: database, passwordCost: .testing)
        if experiments { try registry.install(Experiments()) }
        try registry.install(Releases())
        return try ServerEnvironment.make(configuration: ServerConfiguration(contentDirectory: TestServer.contentDirectory),
                                          apps: registry, storage: database, logger: warnings.logger(label: "experiments-uninstalled", level: .warning))
    }

    @Test("the folder's experiments.json is ignored with a warning naming it; installed, it is read and nothing is said")
    func folderFileIgnored() throws {
        let without = RecordedLog()
        let environment = try Self.environment(experiments: false, warnings: without)
        #expect(environment.experiments.isEmpty)
        #expect(Self.warnings(without).contains("content file ignored: no installed module reads it experiments.json"),
                "\(Self.warnings(without))")
        let with = RecordedLog()
        let installed = try Self.environment(experiments: true, warnings: with)
        #expect(installed.experiments.map(\.name) == ["scan-and-go-entrance"])
        #expect(!Self.warnings(with).contains { $0.contains("experiments.json") }, "\(Self.warnings(with))")
    }

    @Test("every install gets the screen an experiment would vary as it is, byte for byte, and no exposure is recorded")
    func screensUnchanged() async throws {
        let environment = try Self.environment(experiments: false)
        let installs = (0..<8).map { _ in InstallID.random().value }
        try await TestServer.run(environment) { client in
            let plain = try await client.get(.screen("scan-and-go"))
            #expect(plain.status == .ok)
            #expect(try plain.json()["analytics"]?["properties"] == nil)
            for install in installs {
                let answer = try await client.get(.screen("scan-and-go"), headers: [HTTPField.Name(APIHeader.installID)!: install])
                #expect(answer.bytes == plain.bytes && answer.headers[.eTag] == plain.headers[.eTag], "\(install)")
            }
        }
        let database = try #require(environment.storage as? any SQLDatabase)
        #expect(try await database.query("SELECT count(*) FROM sdui_server_event").first?.integer(0) == 0)
    }

    @Test("a release holding experiments.json is refused, naming the file; installed, the same release publishes")
    func releaseRefused() async throws {
        let files = ContentFiles.read(from: TestServer.contentDirectory)
        #expect(files.files["experiments.json"] != nil, "the repository's content runs an experiment")
        let environment = try Self.environment(experiments: false)
        let problems = environment.releaseProblems(files)
        #expect(problems.map(\.file) == ["experiments.json"], "\(problems)")
        #expect(problems.first?.reason.hasPrefix("no installed module reads it: a release holds screens/….json files and theme.json, lint.json only") == true,
                "\(problems)")
        await #expect(throws: ReleaseError.self) { try await environment.publishRelease(files, author: "ada", note: "refused") }
        #expect(try Self.environment(experiments: true).releaseProblems(files).isEmpty)
    }

    @Test("without the module no event name is the server's: a client's experimentExposure is stored as a client's, in its table")
    func namesNotReserved() async throws {
        let environment = try Self.environment(experiments: false)
        #expect(environment.registry.serverEvents.isEmpty)
        #expect(try Self.environment(experiments: true).registry.serverEvents.map(\.name) == ["experimentExposure"])
        try await TestServer.run(environment) { client in
            let batch = AnalyticsBatch(events: [AnalyticsEvent(id: "e-1", name: "experimentExposure", timestamp: 1)])
            let answer = try await client.post("/v2/analytics/events", json: try JSONModelEncoder().encodeToValue(batch))
            #expect(answer.status == .ok, "\(answer.text)")
        }
        let database = try #require(environment.storage as? any SQLDatabase)
        #expect(try await database.query("SELECT count(*) FROM analyticsEvent WHERE id = 'e-1'").first?.integer(0) == 1)
    }

    @Test("a release another instance published with experiments.json is followed without it: served as it is, with the warning")
    func followedWithout() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        let publisher = try Self.environment(experiments: true, database: database)
        let warnings = RecordedLog()
        let follower = try Self.environment(experiments: false, warnings: warnings, database: database)
        warnings.removeAll()
        _ = try await publisher.publishRelease(ContentFiles.read(from: TestServer.contentDirectory), author: "ada", note: "with experiments")
        #expect(try await follower.followRelease(logger: warnings.logger(label: "follower", level: .warning)) == 1)
        #expect(follower.experiments.isEmpty)
        #expect(Self.warnings(warnings).contains("content file ignored: no installed module reads it experiments.json"),
                "\(Self.warnings(warnings))")
        let install: HTTPFields = [HTTPField.Name(APIHeader.installID)!: InstallID.random().value]
        try await TestServer.run(follower) { client in
            let answer = try await client.get(.screen("scan-and-go"), headers: install)
            #expect(answer.status == .ok)
            #expect(try answer.json()["analytics"]?["properties"] == nil)
        }
    }
}
