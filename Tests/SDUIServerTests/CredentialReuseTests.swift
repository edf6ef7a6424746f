import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import SDUIContract
@testable import SDUIServer
import SDUIServerSQLite
import SDUITesting
import Synchronization
import Testing

/// The authenticator's answers kept per token until a session or a user
/// changes, never past their expiry, and never for tokens it refused.
@Suite("Credentials reused until sessions change")
struct CredentialReuseTests {
    /// Counts how often it is asked; a token's user comes from the `account` table.
    struct CountingAuthenticator: Authenticator {
        let database: SQLiteDatabase
        let asked = Asked()
        /// Seconds from now each answer is valid for.
        var lifetime: Int64 = 3600

        final class Asked: Sendable {
            let count = Mutex(0)
            var value: Int { count.withLock { $0 } }
        }

        var credentialReuse: CredentialReuse { .untilChanged(["logins"]) }

        func credential(forToken token: String) async throws -> BearerCredential {
            asked.count.withLock { $0 += 1 }
            let names = try await database.query("SELECT name FROM account WHERE token = ?", [.text(token)])
            guard let name = try names.first?.text(0) else { return .invalid(reason: "unknown token") }
            return .valid(AuthenticatedUser(id: 1, email: "\(name)@example.com", name: name), tokenHash: token,
                          expiresAt: ServerClock.now() + lifetime)
        }
    }

    struct Accounts: ServerApp {
        let name = "Accounts"
        let authenticator: CountingAuthenticator

        func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
            try registry.migration(Migration(id: "account-1") { db in
                try db.execute("CREATE TABLE IF NOT EXISTS account (token TEXT PRIMARY KEY, name TEXT NOT NULL)")
                try db.execute("INSERT INTO account (token, name) VALUES ('t-ada', 'Ada') ON CONFLICT DO NOTHING")
            })
            try registry.dataSet(DataSet("logins", tables: ["account"], readByScreens: false))
            try registry.authenticator(authenticator)
            try registry.screen(ScreenRoute<Void>("me"), reuse: .never) { request, _ in
                Screen(id: "me", title: request.user?.name ?? "guest", sections: [
                    Section(id: "s", components: [Component(id: "t", content: TextComponent(paragraphs: ["hi"]))]),
                ])
            }
        }
    }

    static func environment(_ app: Accounts, database: SQLiteDatabase) throws -> ServerEnvironment {
        var registry = AppRegistry()
        try registry.install(app)
        var logger = Logger(label: "credential-reuse")
        logger.logLevel = .critical
        return try ServerEnvironment.make(configuration: ServerConfiguration(contentDirectory: TestServer.contentDirectory),
                                          apps: registry, storage: database, logger: logger)
    }

    static let ada: HTTPFields = [.authorization: "Bearer t-ada"]

    @Test("asked once per token while nothing changes; a change to the set (a logout, a rename) is seen by the next request")
    func reusedUntilChanged() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        let app = Accounts(authenticator: CountingAuthenticator(database: database))
        try await TestServer.run(try Self.environment(app, database: database)) { client in
            for _ in 0..<3 {
                let answer = try await client.get(.screen("me"), headers: Self.ada)
                #expect(answer.text.contains("\"title\":\"Ada\""))
            }
            #expect(app.authenticator.asked.value == 1)
            try await database.execute("UPDATE account SET name = 'Ada Lovelace' WHERE token = 't-ada'", [])
            #expect(try await client.get(.screen("me"), headers: Self.ada).text.contains("Ada Lovelace"))
            #expect(app.authenticator.asked.value == 2)
            try await database.execute("DELETE FROM account WHERE token = 't-ada'", [])
            let loggedOut = try await client.get(.screen("me"), headers: Self.ada)
            #expect(loggedOut.text.contains("\"title\":\"guest\""), "a revoked token was still taken: \(loggedOut.text)")
            #expect(app.authenticator.asked.value == 3)
        }
    }

    @Test("a refused token is asked about every time, and an answer past its expiry is never kept")
    func refusedAndExpiredAreAskedAgain() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        var expiring = CountingAuthenticator(database: database)
        expiring.lifetime = 0
        let app = Accounts(authenticator: expiring)
        try await TestServer.run(try Self.environment(app, database: database)) { client in
            _ = try await client.get(.screen("me"), headers: [.authorization: "Bearer unknown"])
            _ = try await client.get(.screen("me"), headers: [.authorization: "Bearer unknown"])
            #expect(app.authenticator.asked.value == 2)
            _ = try await client.get(.screen("me"), headers: Self.ada)
            _ = try await client.get(.screen("me"), headers: Self.ada)
            #expect(app.authenticator.asked.value == 4)
        }
    }

    @Test("credential reuse until a data set no app declares stops the server at start-up")
    func undeclaredSet() throws {
        struct Stray: Authenticator {
            var credentialReuse: CredentialReuse { .untilChanged(["nowhere"]) }
            func credential(forToken token: String) async throws -> BearerCredential { .invalid(reason: "no") }
        }
        struct App: ServerApp {
            let name = "Stray"
            func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
                try registry.authenticator(Stray())
            }
        }
        var registry = AppRegistry()
        try registry.install(App())
        var logger = Logger(label: "credential-reuse")
        logger.logLevel = .critical
        #expect(throws: ServerStartupError.undeclaredDataSet(screen: "the authenticator's credential reuse", dataSet: "nowhere")) {
            _ = try ServerEnvironment.make(configuration: ServerConfiguration(contentDirectory: TestServer.contentDirectory),
                                           apps: registry, storage: try SQLiteDatabase.open(path: ":memory:"), logger: logger)
        }
    }
}
