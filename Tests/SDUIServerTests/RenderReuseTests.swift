import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import MusicContract
import SDUI
@testable import SDUIServer
import SDUIServerSQLite
import SDUITesting
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
        let reuse: RenderReuse
        let dataSet: DataSet?
        /// The builder writes who is asking under the notes.
        let readsUser: Bool

        init(database: SQLiteDatabase, reuse: RenderReuse = .untilChanged(["notes"]),
             dataSet: DataSet? = DataSet("notes", tables: ["note"]), readsUser: Bool = false) {
            self.database = database
            self.reuse = reuse
            self.dataSet = dataSet
            self.readsUser = readsUser
        }

        final class Builds: Sendable {
            let count = Mutex(0)
        }

        func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
            try registry.migration(Migration(id: "notes-1-schema") { db in
                try db.execute("CREATE TABLE IF NOT EXISTS note (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
            })
            if let dataSet { try registry.dataSet(dataSet) }
            if readsUser { try registry.authenticator(NamedTokens()) }
            let (database, builds, readsUser) = (database, builds, readsUser)
            try registry.screen(ScreenRoute<Void>("notes"), reuse: reuse) { request, _ in
                builds.count.withLock { $0 += 1 }
                var texts = try await database.query("SELECT text FROM note ORDER BY id", []).map { try $0.text(0) }
                if readsUser { texts.append("for \(request.user?.name ?? "a guest")") }
                return Screen(id: "notes", title: "Notes", sections: [
                    Section(id: "notes", components: [Component(id: "list", content: TextComponent(paragraphs: texts))]),
                ])
            }
        }
    }

    /// Any token is valid and names its user: `Bearer Ada` is Ada (id 1), `Bearer Bob` Bob (id 2).
    struct NamedTokens: Authenticator {
        func credential(forToken token: String) async throws -> BearerCredential {
            .valid(AuthenticatedUser(id: token == "Ada" ? 1 : 2, email: "\(token)@example.com", name: token), tokenHash: token)
        }
    }

    /// What the server said about reuse, at warning and above (content files the test's
    /// apps cannot take are logged too, and left out here).
    static func aboutReuse(_ log: RecordedLog) -> [String] {
        log.messages.filter { $0.contains("reuse") }
    }

    static func environment(_ app: NotesApp, database: SQLiteDatabase, warnings: RecordedLog = RecordedLog()) throws -> ServerEnvironment {
        var registry = AppRegistry()
        try registry.install(app)
        let logger = warnings.logger(label: "render-reuse", level: .warning)
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
            let one = try await client.get(.screen("notes"))
            let two = try await client.get(.screen("notes"))
            #expect(one.status == .ok && two.status == .ok)
            #expect(one.bytes == two.bytes)
            #expect(app.builds.count.withLock { $0 } == 1, "the second request was built again")
            let tag = try #require(one.headers[.eTag])
            let notModified = try await client.get(.screen("notes"), headers: [.ifNoneMatch: tag])
            #expect(notModified.status == .notModified)
            #expect(app.builds.count.withLock { $0 } == 1, "a 304 cost a build")

            try await database.execute("INSERT INTO note (text) VALUES (?)", [.text("second")])
            let changed = try await client.get(.screen("notes"), headers: [.ifNoneMatch: tag])
            #expect(changed.status == .ok)
            #expect(changed.text.contains("second"))
            #expect(changed.headers[.eTag] != tag)
            #expect(app.builds.count.withLock { $0 } == 2)

            try await database.execute("UPDATE note SET text = ? WHERE text = ?", [.text("edited"), .text("first")])
            #expect(try await client.get(.screen("notes")).text.contains("edited"))
            try await database.execute("DELETE FROM note WHERE text = ?", [.text("second")])
            #expect(try await !client.get(.screen("notes")).text.contains("second"))
            #expect(app.builds.count.withLock { $0 } == 4)
        }
    }

    @Test("each client kind gets its own rendering: versions and capability headers are part of the key")
    func perClientKind() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        let app = NotesApp(database: database)
        let environment = try Self.environment(app, database: database)
        try await TestServer.run(environment) { client in
            _ = try await client.get(.screen("notes"), version: 1)
            _ = try await client.get(.screen("notes"))
            _ = try await client.get(.screen("notes"), headers: [HTTPField.Name("SDUI-Capabilities")!: "c:text@1"])
            _ = try await client.get(.screen("notes"), headers: [HTTPField.Name("SDUI-Capabilities")!: "c:text@1"])
            #expect(app.builds.count.withLock { $0 } == 3)
        }
    }

    @Test("a route that is never reused is built for every request")
    func neverReused() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        let app = NotesApp(database: database, reuse: .never)
        let environment = try Self.environment(app, database: database)
        try await TestServer.run(environment) { client in
            _ = try await client.get(.screen("notes"))
            _ = try await client.get(.screen("notes"))
            #expect(app.builds.count.withLock { $0 } == 2)
        }
    }

    @Test("by default a route of an app that declared a data set is reused until the data changes, with no warning")
    func automaticWithADataSet() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        let app = NotesApp(database: database, reuse: .automatic)
        let warnings = RecordedLog()
        let environment = try Self.environment(app, database: database, warnings: warnings)
        #expect(environment.screenRoutes.map(\.reuse) == [.untilChanged(["notes"])])
        #expect(Self.aboutReuse(warnings).isEmpty)
        try await TestServer.run(environment) { client in
            _ = try await client.get(.screen("notes"))
            _ = try await client.get(.screen("notes"))
            #expect(app.builds.count.withLock { $0 } == 1)
            try await database.execute("INSERT INTO note (text) VALUES (?)", [.text("new")])
            #expect(try await client.get(.screen("notes")).text.contains("new"))
            #expect(app.builds.count.withLock { $0 } == 2)
        }
    }

    @Test("by default a route of an app with no data set is built for every request, and the server says so at start-up")
    func automaticWithoutADataSet() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        let app = NotesApp(database: database, reuse: .automatic, dataSet: nil)
        let warnings = RecordedLog()
        let environment = try Self.environment(app, database: database, warnings: warnings)
        #expect(environment.screenRoutes.map(\.reuse) == [.never])
        let logged = Self.aboutReuse(warnings)
        #expect(logged.count == 1)
        #expect(logged.first?.contains("the screen 'notes' of Notes is built for every request") == true, "\(logged)")
        #expect(logged.first?.contains("reuse: .never") == true)
        try await TestServer.run(environment) { client in
            _ = try await client.get(.screen("notes"))
            _ = try await client.get(.screen("notes"))
            #expect(app.builds.count.withLock { $0 } == 2)
        }
    }

    @Test("saying reuse: .never is a decision: no warning")
    func neverIsADecision() throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        let never = NotesApp(database: database, reuse: .never, dataSet: nil)
        let warnings = RecordedLog()
        _ = try Self.environment(never, database: database, warnings: warnings)
        #expect(Self.aboutReuse(warnings).isEmpty)
    }

    @Test("a builder declared shared that reads who is asking never has its rendering sent to someone else")
    func readingTheUserMakesRenderingsPerUser() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        let app = NotesApp(database: database, reuse: .automatic, readsUser: true)
        let environment = try Self.environment(app, database: database)
        try await TestServer.run(environment) { client in
            // The first build reads the user: it is sent, not kept for everyone.
            var seen: [String] = []
            for token in [nil, "Ada", "Bob", "Ada", nil, nil] {
                let headers: HTTPFields = token.map { [.authorization: "Bearer \($0)"] } ?? [:]
                seen.append(try await client.get(.screen("notes"), headers: headers).text)
            }
            #expect(seen[0].contains("for a guest"))
            #expect(seen[1].contains("for Ada"))
            #expect(seen[2].contains("for Bob"))
            #expect(seen[3].contains("for Ada"))
            #expect(seen[4].contains("for a guest"))
            #expect(seen[5].contains("for a guest"))
            // guest, Ada, Bob, then the guest's second per-user rendering; Ada's and the guest's repeats were reused.
            #expect(app.builds.count.withLock { $0 } == 4)
        }
    }

    @Test("a user renamed gets a new rendering, not the one made under the old name")
    func renamedUser() throws {
        let before = AuthenticatedUser(id: 1, email: "ada@example.com", name: "Ada")
        let after = AuthenticatedUser(id: 1, email: "ada@example.com", name: "Ada Lovelace")
        let again = AuthenticatedUser(id: 1, email: "ada@example.com", name: "Ada")
        let other = AuthenticatedUser(id: 2, email: "ada@example.com", name: "Ada")
        #expect(before.reuseStamp != after.reuseStamp)
        #expect(before.reuseStamp == again.reuseStamp)
        #expect(before.reuseStamp != other.reuseStamp)
        #expect(before.reuseStamp.hasPrefix("user=1/"))
    }

    @Test("a screen reused until a data set no app declares changes stops the server at start-up")
    func undeclaredDataSet() throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        let app = NotesApp(database: database, reuse: .untilChanged(["notes", "weather"]))
        #expect(throws: ServerStartupError.undeclaredDataSet(screen: "notes", dataSet: "weather")) {
            _ = try Self.environment(app, database: database)
        }
    }

    @Test("a data set's names go into SQL, so anything but a plain name stops its migration", arguments: [
        DataSet("notes; DROP TABLE note", tables: ["note"]), DataSet("notes", tables: ["note\" OR 1"]), DataSet("", tables: []),
    ])
    func invalidNames(set: DataSet) throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        let app = NotesApp(database: database, reuse: .never, dataSet: set)
        #expect(throws: DataSet.InvalidName.self) {
            _ = try Self.environment(app, database: database)
        }
    }

    @Test("in the demo, a playlist is rendered per user: a favourite shows for its user only, before and after")
    func perUserRenderings() async throws {
        try await TestServer.run { client in
            let token = try await client.login()
            let guestBefore = try await client.get(.screen("playlists/late-night"))
            #expect(try Self.heartIsFull(guestBefore) == false)
            let favourite = try await client.post(MusicRoutes.favourite, json: ["playlist": "late-night"],
                                                  headers: [.authorization: "Bearer \(token)"])
            #expect(favourite.status == .ok)
            let ada = try await client.get(.screen("playlists/late-night"), headers: [.authorization: "Bearer \(token)"])
            #expect(try Self.heartIsFull(ada) == true)
            let guestAfter = try await client.get(.screen("playlists/late-night"))
            #expect(try Self.heartIsFull(guestAfter) == false, "the guest was sent Ada's rendering")
            #expect(guestAfter.headers[.eTag] != ada.headers[.eTag])
        }
    }

    /// Whether a playlist screen draws its favourite heart full (its `favourite` state starts true).
    static func heartIsFull(_ response: TestResponse) throws -> Bool? {
        try TestServer.factory.makeScreen(from: response.bytes).value.initialState?["favourite"]?.boolValue
    }
}
