import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import SDUI
import SDUIServer
import SDUIServerSQLite
import Synchronization
import Testing

/// Screens reused until their data changes: built once per data version,
/// rebuilt as soon as anything (a store, another instance, an operator)
/// changes a table of their data set, and never shown to the wrong user.
@Suite("Screens reused until their data changes")
struct RenderReuseTests {
    /// Counts how often its screen is built; its table is written by the test
    /// straight into the database, as another instance would.
    struct NotesApp: ServerApp {
        let name = "Notes"
        let database: SQLiteDatabase
        let builds = Builds()
        var reuse = RenderReuse.untilChanged(["notes"])
        var dataSet = DataSet("notes", tables: ["note"])

        final class Builds: Sendable {
            let count = Mutex(0)
        }

        func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
            try registry.migration(Migration(id: "notes-1-schema") { db in
                try db.execute("CREATE TABLE IF NOT EXISTS note (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
            })
            try registry.dataSet(dataSet)
            let (database, builds) = (database, builds)
            try registry.screen(ScreenRoute<Void>("notes"), reuse: reuse) { _, _ in
                builds.count.withLock { $0 += 1 }
                let texts = try await database.query("SELECT text FROM note ORDER BY id", []).map { try $0.text(0) }
                return Screen(id: "notes", title: "Notes", sections: [
                    Section(id: "notes", components: [Component(id: "list", content: TextComponent(paragraphs: texts))]),
                ])
            }
        }
    }

    static func environment(_ app: NotesApp, database: SQLiteDatabase) throws -> ServerEnvironment {
        var registry = AppRegistry()
        try registry.install(app)
        var logger = Logger(label: "render-reuse")
        logger.logLevel = .critical
        return try ServerEnvironment.make(configuration: ServerConfiguration(contentDirectory: TestServer.contentDirectory),
                                          apps: registry, storage: database, logger: logger)
    }

    @Test("built once per data version; a row written behind the server's back rebuilds it at once, with a new ETag")
    func rebuiltWhenTheDataChanges() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        let app = NotesApp(database: database)
        let environment = try Self.environment(app, database: database)
        try await database.execute("INSERT INTO note (text) VALUES (?)", [.text("first")])
        try await TestServer.run(environment) { client in
            let one = try await client.get("/v2/screens/notes")
            let two = try await client.get("/v2/screens/notes")
            #expect(one.status == .ok && two.status == .ok)
            #expect(one.bytes == two.bytes)
            #expect(app.builds.count.withLock { $0 } == 1, "the second request was built again")
            let tag = try #require(one.headers[.eTag])
            let notModified = try await client.get("/v2/screens/notes", headers: [.ifNoneMatch: tag])
            #expect(notModified.status == .notModified)
            #expect(app.builds.count.withLock { $0 } == 1, "a 304 cost a build")

            try await database.execute("INSERT INTO note (text) VALUES (?)", [.text("second")])
            let changed = try await client.get("/v2/screens/notes", headers: [.ifNoneMatch: tag])
            #expect(changed.status == .ok)
            #expect(changed.text.contains("second"))
            #expect(changed.headers[.eTag] != tag)
            #expect(app.builds.count.withLock { $0 } == 2)

            try await database.execute("UPDATE note SET text = ? WHERE text = ?", [.text("edited"), .text("first")])
            #expect(try await client.get("/v2/screens/notes").text.contains("edited"))
            try await database.execute("DELETE FROM note WHERE text = ?", [.text("second")])
            #expect(try await !client.get("/v2/screens/notes").text.contains("second"))
            #expect(app.builds.count.withLock { $0 } == 4)
        }
    }

    @Test("each client kind gets its own rendering: versions and capability headers are part of the key")
    func perClientKind() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        let app = NotesApp(database: database)
        let environment = try Self.environment(app, database: database)
        try await TestServer.run(environment) { client in
            _ = try await client.get("/v1/screens/notes")
            _ = try await client.get("/v2/screens/notes")
            _ = try await client.get("/v2/screens/notes", headers: [HTTPField.Name("SDUI-Capabilities")!: "c:text@1"])
            _ = try await client.get("/v2/screens/notes", headers: [HTTPField.Name("SDUI-Capabilities")!: "c:text@1"])
            #expect(app.builds.count.withLock { $0 } == 3)
        }
    }

    @Test("a route that is never reused is built for every request")
    func neverReused() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        var never = NotesApp(database: database)
        never.reuse = .never
        let app = never
        let environment = try Self.environment(app, database: database)
        try await TestServer.run(environment) { client in
            _ = try await client.get("/v2/screens/notes")
            _ = try await client.get("/v2/screens/notes")
            #expect(app.builds.count.withLock { $0 } == 2)
        }
    }

    @Test("a screen reused until a data set no app declares changes stops the server at start-up")
    func undeclaredDataSet() throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        var app = NotesApp(database: database)
        app.reuse = .untilChanged(["notes", "weather"])
        #expect(throws: ServerStartupError.undeclaredDataSet(screen: "notes", dataSet: "weather")) {
            _ = try Self.environment(app, database: database)
        }
    }

    @Test("a data set's names go into SQL, so anything but a plain name stops its migration", arguments: [
        DataSet("notes; DROP TABLE note", tables: ["note"]), DataSet("notes", tables: ["note\" OR 1"]), DataSet("", tables: []),
    ])
    func invalidNames(set: DataSet) throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        var app = NotesApp(database: database)
        app.dataSet = set
        app.reuse = .never
        #expect(throws: DataSet.InvalidName.self) {
            _ = try Self.environment(app, database: database)
        }
    }

    @Test("in the demo, a playlist is rendered per user: a favourite shows for its user only, before and after")
    func perUserRenderings() async throws {
        try await TestServer.run { client in
            let token = try await client.login()
            let guestBefore = try await client.get("/v2/screens/playlists/late-night")
            #expect(try Self.heartIsFull(guestBefore) == false)
            let favourite = try await client.post("/v2/commands/favourite", json: ["playlist": "late-night"],
                                                  headers: [.authorization: "Bearer \(token)"])
            #expect(favourite.status == .ok)
            let ada = try await client.get("/v2/screens/playlists/late-night", headers: [.authorization: "Bearer \(token)"])
            #expect(try Self.heartIsFull(ada) == true)
            let guestAfter = try await client.get("/v2/screens/playlists/late-night")
            #expect(try Self.heartIsFull(guestAfter) == false, "the guest was sent Ada's rendering")
            #expect(guestAfter.headers[.eTag] != ada.headers[.eTag])
        }
    }

    /// Whether a playlist screen draws its favourite heart full (its `favourite` state starts true).
    static func heartIsFull(_ response: TestResponse) throws -> Bool? {
        try TestServer.factory.makeScreen(from: response.bytes).value.initialState?["favourite"]?.boolValue
    }
}
