import AnalyticsContract
import HTTPTypes
import HummingbirdTesting
import JSON
import SDUI
import SDUIServer
import SDUIServerExperiments
import SDUIServerSQLite
import SDUITesting
import Testing

/// The events the server records on its own live apart from the clients':
/// a client that sends an event with the id of one first cannot stop it
/// from being recorded, nor be counted as it.
@Suite("Server events apart from client events")
struct ServerEventCollisionTests {
    static let installHeader = HTTPField.Name(APIHeader.installID)!

    /// Posts one client event with `id` for `install`; the server must accept it as new.
    static func sendClientEvent(_ client: any TestClientProtocol, id: String, name: String, install: String,
                                properties: JSONObject = [:]) async throws {
        let batch = AnalyticsBatch(events: [AnalyticsEvent(id: id, name: name, timestamp: 1, properties: properties)])
        let answer = try await client.post("/v2/analytics/events", json: try JSONModelEncoder().encodeToValue(batch),
                                           headers: [installHeader: install])
        #expect(answer.status == .ok, "\(answer.text)")
        #expect(try answer.json()["accepted"]?.intValue == 1, "\(answer.text)")
    }

    static func rows(_ database: any SQLDatabase, in source: AnalyticsEventSource, id: String) async throws -> [(name: String, properties: JSONValue)] {
        try await database.query("SELECT name, properties FROM \(source.table) WHERE id = ?", [.text(id)]).map { row in
            (try row.text(0), try JSONParser().parse(Array(try row.text(1).utf8)))
        }
    }

    /// How one kind of server event is made to happen, and the id it is stored under.
    struct Trigger: Sendable {
        let id: String
        let run: @Sendable (any TestClientProtocol) async throws -> Void
    }

    /// One trigger per kind, by name; a kind a module of the demo declares
    /// without one here fails `everyKind`, naming it.
    static func trigger(for kind: ServerEventKind, environment: ServerEnvironment, install: String) throws -> Trigger? {
        switch kind.name {
        case "experimentExposure":
            let experiment = try #require(environment.experiments.first { $0.name == "scan-and-go-entrance" })
            let screen = try #require(experiment.screens.first)
            return Trigger(id: "exposure:\(experiment.name):\(install)") { (client: any TestClientProtocol) async throws in
                let visit = try await client.get("/v2/screens/\(screen)", headers: [installHeader: install])
                #expect(visit.status == .ok)
            }
        default:
            return nil
        }
    }

    @Test("every kind of server event the demo's modules declare is recorded even when a client event took its id first")
    func everyKind() async throws {
        let kinds = try TestServer.demo().registry.serverEvents
        #expect(!kinds.isEmpty, "the demo installs the experiments, which record exposures")
        for kind in kinds {
            let environment = try TestServer.demo()
            let database = try #require(environment.storage as? any SQLDatabase)
            let install = InstallID.random().value
            let trigger = try #require(try Self.trigger(for: kind, environment: environment, install: install),
                                       "no trigger for the server event \(kind.name): add one to ServerEventCollisionTests.trigger")
            try await TestServer.run(environment) { client in
                try await Self.sendClientEvent(client, id: trigger.id, name: "screenView", install: install)
                try await trigger.run(client)
            }
            let server = try await Self.rows(database, in: .server, id: trigger.id)
            #expect(server.map(\.name) == [kind.name], "the server's \(kind.name) under \(trigger.id)")
            let clients = try await Self.rows(database, in: .client, id: trigger.id)
            #expect(clients.map(\.name) == ["screenView"], "the client's event stays the client's")
        }
    }

    @Test("a client event named like a server event is refused, whichever kind")
    func namesRefused() async throws {
        let environment = try TestServer.demo()
        try await TestServer.run(environment) { client in
            for kind in environment.registry.serverEvents {
                let batch = AnalyticsBatch(events: [AnalyticsEvent(id: "forged-\(kind.name)", name: kind.name, timestamp: 1)])
                let refused = try await client.post("/v2/analytics/events", json: try JSONModelEncoder().encodeToValue(batch))
                #expect(refused.status == .badRequest && refused.text.contains(kind.name), "\(refused.text)")
            }
        }
    }

    @Test("a client event with an exposure's id, then the visit: the exposure is recorded and the report counts the install")
    func exposureAfterCollidingEvent() async throws {
        let environment = try TestServer.demo()
        let database = try #require(environment.storage as? any SQLDatabase)
        let experiment = try #require(environment.experiments.first { $0.name == "scan-and-go-entrance" })
        let install = InstallID.random().value
        let variant = try #require(experiment.variant(for: install)?.name)
        let id = "exposure:scan-and-go-entrance:\(install)"
        try await TestServer.run(environment) { client in
            // The client's own screenView of the screen, sent under the exposure's id before its first visit.
            try await Self.sendClientEvent(client, id: id, name: "screenView", install: install, properties: ["path": "scan-and-go"])
            let served = try await client.get(.screen("scan-and-go"), headers: [Self.installHeader: install])
            #expect(try served.json()["analytics"]?["properties"]?["variant"]?.stringValue == variant)
        }
        let exposure = try await Self.rows(database, in: .server, id: id)
        #expect(exposure.first?.properties["install"]?.stringValue == install)
        #expect(exposure.first?.properties["variant"]?.stringValue == variant)
        let report = try await ExperimentReport.load(from: database, experiment: experiment.name, conversion: "screenView",
                                                     pathPrefix: "scan-and-go", order: experiment.variants.map(\.name))
        let row = try #require(report.rows.first { $0.variant == variant })
        #expect(row.exposed == 1 && row.converted == 1, "\(report.text)")
        #expect(report.rows.map(\.exposed).reduce(0, +) == 1, "\(report.text)")
    }

    @Test("a database from before the server's table: with the experiments installed, its exposures move there, a client's event with such an id stays")
    func migrationMovesExposures() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        // The clients' table as the first migration made it, with the rows an older server wrote.
        try database.migrate([Migration(id: "analytics-1-schema") { db in
            try db.execute("""
                CREATE TABLE analyticsEvent (id TEXT PRIMARY KEY, name TEXT NOT NULL, timestamp INTEGER NOT NULL,
                                             properties TEXT NOT NULL, receivedAt INTEGER NOT NULL)
                """)
            try db.execute("INSERT INTO analyticsEvent VALUES ('exposure:e:install-a', 'experimentExposure', 1, '{\"install\":\"install-a\"}', 1)")
            try db.execute("INSERT INTO analyticsEvent VALUES ('exposure:e:install-b', 'screenView', 2, '{\"install\":\"install-b\"}', 2)")
        }])
        var registry = AppRegistry()
        try registry.install(Experiments())
        try database.migrate(registry.migrations)
        #expect(try await Self.rows(database, in: .server, id: "exposure:e:install-a").map(\.name) == ["experimentExposure"])
        #expect(try await Self.rows(database, in: .client, id: "exposure:e:install-a").isEmpty)
        #expect(try await Self.rows(database, in: .client, id: "exposure:e:install-b").map(\.name) == ["screenView"])
        #expect(try await Self.rows(database, in: .server, id: "exposure:e:install-b").isEmpty)
        // Run again (another instance starting): nothing moves twice.
        try database.migrate(registry.migrations)
        #expect(try await database.query("SELECT count(*) FROM sdui_server_event").first?.integer(0) == 1)
    }
}
