@testable import AccountsApp
import Foundation
import HTTPTypes
import LoginContract
import SDUIServer
import SDUIServerSQLite
import SDUITesting
import Synchronization
import Testing

/// Failed logins are limited per account and per client, in the database,
/// so every instance on it sees the same count.
@Suite("Login attempts")
struct LoginThrottleTests {
    final class ManualClock: Sendable {
        let seconds = Mutex<Int64>(1_790_000_000)
        func advance(_ by: Int64) { seconds.withLock { $0 += by } }
        var now: @Sendable () -> Int64 { { self.seconds.withLock { $0 } } }
    }

    static func accounts(_ database: SQLiteDatabase) throws -> SQLAccountStore {
        try database.migrate([AccountMigrations.schema, AccountMigrations.seed(cost: .testing), AccountMigrations.loginFailures])
        return SQLAccountStore(database)
    }

    static func login(_ tokens: TokenService, _ email: String, _ password: String, from client: String? = "10.0.0.1") async -> Int {
        do {
            _ = try await tokens.login(LoginRequest(username: email, password: password), clientAddress: client)
            return 200
        } catch let error as APIError {
            return error.status.code
        } catch {
            return -1
        }
    }

    @Test("five wrong passwords lock the account out, the right one included, until the window passes")
    func perAccount() async throws {
        let clock = ManualClock()
        let tokens = TokenService(store: try Self.accounts(SQLiteDatabase.open(path: ":memory:")), passwordCost: .testing, now: clock.now)
        for attempt in 1...5 {
            #expect(await Self.login(tokens, "ada@example.com", "wrong-\(attempt)") == 401)
            clock.advance(10)
        }
        do {
            _ = try await tokens.login(LoginRequest(username: "ADA@example.com", password: "lovelace"), clientAddress: "10.9.9.9")
            Issue.record("the sixth attempt was not refused")
        } catch let error as APIError {
            #expect(error.status == .tooManyRequests)
            #expect(error.code == "too_many_login_attempts")
            // The first failure was 50 s ago; it leaves the 15-minute window in 850 s.
            #expect(error.headers[.retryAfter] == "850")
            #expect(error.message.contains("15 minutes"))
        }
        clock.advance(849)
        #expect(await Self.login(tokens, "ada@example.com", "lovelace") == 429)
        clock.advance(1)
        #expect(await Self.login(tokens, "ada@example.com", "lovelace") == 200, "the oldest failure left the window")
        // Success cleared the account's count: four more failures do not lock it.
        for _ in 1...4 { #expect(await Self.login(tokens, "ada@example.com", "wrong", from: "10.0.0.2") == 401) }
        #expect(await Self.login(tokens, "ada@example.com", "lovelace", from: "10.0.0.2") == 200)
    }

    @Test("one client trying many accounts is limited after twenty failures; other clients are not")
    func perClient() async throws {
        let clock = ManualClock()
        let tokens = TokenService(store: try Self.accounts(SQLiteDatabase.open(path: ":memory:")), passwordCost: .testing, now: clock.now)
        for index in 1...20 {
            #expect(await Self.login(tokens, "user\(index)@example.com", "guess", from: "10.6.6.6") == 401)
        }
        #expect(await Self.login(tokens, "ada@example.com", "lovelace", from: "10.6.6.6") == 429)
        #expect(await Self.login(tokens, "ada@example.com", "lovelace", from: "10.7.7.7") == 200)
        #expect(await Self.login(tokens, "ada@example.com", "lovelace", from: nil) == 200, "no address, no client limit")
    }

    @Test("a count written through one instance holds on another sharing the database file")
    func acrossInstances() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-throttle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("shared.sqlite").path
        let clock = ManualClock()
        let first = TokenService(store: try Self.accounts(SQLiteDatabase.open(path: path)), passwordCost: .testing, now: clock.now)
        let second = TokenService(store: try Self.accounts(SQLiteDatabase.open(path: path)), passwordCost: .testing, now: clock.now)
        for attempt in 1...5 {
            #expect(await Self.login(attempt.isMultiple(of: 2) ? first : second, "ada@example.com", "wrong") == 401)
        }
        #expect(await Self.login(first, "ada@example.com", "lovelace") == 429)
        #expect(await Self.login(second, "ada@example.com", "lovelace") == 429)
    }

    @Test("over HTTP: the sixth attempt is a JSON 429 with Retry-After")
    func overHTTP() async throws {
        try await TestServer.run { client in
            for _ in 1...5 {
                let response = try await client.send(LoginRoutes.signIn, version: 1, json: ["username": "ada@example.com", "password": "nope"])
                #expect(response.status == .unauthorized)
            }
            let refused = try await client.send(LoginRoutes.signIn, version: 1, json: ["username": "ada@example.com", "password": "lovelace"])
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.retryAfter].flatMap(Int.init).map { (1...900).contains($0) } == true)
            #expect(try refused.errorCode() == "too_many_login_attempts")
        }
    }
}
