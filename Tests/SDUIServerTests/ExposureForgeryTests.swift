import AnalyticsContract
import DemoServer
import JSON
import Logging
import SDUI
import SDUIServer
import SDUIServerExperiments
import SDUIServerSQLite
import SDUITesting
import Testing

/// An exposure is the server's word: a client that sends an event named
/// `experimentExposure` to a server without the experiments module (where the
/// name is a client's like any) must not have it counted once the module is
/// installed, nor take a real exposure's id. The module's migration moves
/// only what an older server recorded before the server kept its events apart.
@Suite("Experiments: a client's event is never taken for an exposure")
struct ExposureForgeryTests {
    static func environment(experiments: Bool, database: SQLiteDatabase) throws -> ServerEnvironment {
        var registry = try DemoServer.apps(database: database, passwordCost: .testing)
        if experiments { try registry.install(Experiments()) }
        return try ServerEnvironment.make(configuration: ServerConfiguration(contentDirectory: TestServer.contentDirectory),
                                          apps: registry, storage: database, logger: Logger(label: "exposure-forgery") { _ in SwiftLogNoOpLogHandler() })
    }

    @Test("installed later, the module moves an older server's exposure and leaves a client's event of that name where it was")
    func forgedExposureStaysAClientEvent() async throws {
        let folder = try TemporaryDirectory()
        let database = try SQLiteDatabase.open(path: folder.path + "/server.sqlite")
        let without = try Self.environment(experiments: false, database: database)
        let epoch = try #require(try await database.query("SELECT MIN(at) FROM sdui_server_event_epoch").first?.integer(0))
        // What a server before `sdui_server_event` wrote: an exposure in the clients' table.
        try await database.execute("""
            INSERT INTO analyticsEvent (id, name, timestamp, properties, receivedAt)
            VALUES ('exposure:old:install-1', 'experimentExposure', 1, '{}', ?)
            """, [.integer(epoch - 100)])
        // A client's event of that name, sent since, with a real exposure's id.
        try await TestServer.run(without) { client in
            let forged = AnalyticsEvent(id: "exposure:scan-and-go-entrance:install-2", name: "experimentExposure", timestamp: 2)
            let answer = try await client.post("/v2/analytics/events", json: try JSONModelEncoder().encodeToValue(AnalyticsBatch(events: [forged])))
            #expect(answer.status == .ok, "\(answer.text)")
        }
        _ = try Self.environment(experiments: true, database: database)
        let moved = try await database.query("SELECT id FROM sdui_server_event ORDER BY id").map { try $0.text(0) }
        #expect(moved == ["exposure:old:install-1"])
        let kept = try await database.query("SELECT id FROM analyticsEvent WHERE name = 'experimentExposure'").map { try $0.text(0) }
        #expect(kept == ["exposure:scan-and-go-entrance:install-2"])
    }
}
