@testable import AccountsApp
import Crypto
import LoginContract
import SDUIServer
import SDUIServerSQLite
import Testing

/// bcrypt for every new hash, old demo hashes still accepted and upgraded
/// at the first successful login.
@Suite("Password hashing")
struct PasswordHashingTests {
    /// A hash in the first demo's format, written the way it wrote them.
    static func legacyHash(_ password: String, rounds: Int = 1_000) -> String {
        let salt: [UInt8] = Array(0..<16)
        return "sha256i$\(rounds)$\(Hex.encode(salt))$\(Hex.encode(LegacyStretch.stretch(password, salt: salt, rounds: rounds)))"
    }

    @Test func newHashesAreBcryptAtCost12() {
        let cost = PasswordCost.production.cost
        #expect(cost == 12)
        let hash = PasswordHasher.hash("correct horse", cost: cost)
        #expect(hash.hasPrefix("$2b$12$"))
        #expect(hash.utf8.count == 60)
        #expect(PasswordHasher.verify("correct horse", against: hash))
        #expect(!PasswordHasher.verify("correct hors", against: hash))
        #expect(!PasswordHasher.needsRehash(hash, cost: cost))
        #expect(PasswordHasher.hash("correct horse", cost: cost) != hash, "a fresh salt each time")
    }

    @Test(arguments: [PasswordCost.production, .testing])
    func theSeededDemoHashIsTheDemoPassword(cost: PasswordCost) {
        #expect(cost.demoPasswordHash.hasPrefix("$2b$\(cost.cost < 10 ? "0" : "")\(cost.cost)$"))
        #expect(PasswordHasher.verify(AccountMigrations.demoPassword, against: cost.demoPasswordHash))
        #expect(!PasswordHasher.needsRehash(cost.demoPasswordHash, cost: cost.cost))
        #expect(!PasswordHasher.verify(AccountMigrations.demoPassword, against: cost.dummyHash))
    }

    @Test func oldAndWeakHashesVerifyButAskToBeReplaced() {
        let legacy = Self.legacyHash("lovelace")
        #expect(PasswordHasher.verify("lovelace", against: legacy))
        #expect(!PasswordHasher.verify("Lovelace", against: legacy))
        #expect(PasswordHasher.needsRehash(legacy, cost: 12))
        let cheap = PasswordHasher.hash("lovelace", cost: 4)
        #expect(PasswordHasher.verify("lovelace", against: cheap))
        #expect(PasswordHasher.needsRehash(cheap, cost: 12))
        #expect(!PasswordHasher.needsRehash(cheap, cost: 4))
    }

    @Test(arguments: ["", "plain", "$2b$", "$2b$12$short", "sha256i$0$00$00", "sha256i$x$zz$zz", "$1$md5$hash"])
    func malformedStoredHashesNeverMatch(_ stored: String) {
        #expect(!PasswordHasher.verify("", against: stored))
        #expect(!PasswordHasher.verify("lovelace", against: stored))
    }

    @Test("logging in with an old hash upgrades it to bcrypt; a wrong password changes nothing")
    func rehashOnLogin() async throws {
        let database = try SQLiteDatabase.open(path: ":memory:")
        try database.migrate([AccountMigrations.schema, AccountMigrations.seed(cost: .production), AccountMigrations.loginFailures])
        let store = SQLAccountStore(database)
        let legacy = Self.legacyHash("lovelace")
        try await store.updatePasswordHash(userID: 1, to: legacy)
        let tokens = TokenService(store: store)

        await #expect(throws: APIError.self) {
            try await tokens.login(LoginRequest(username: "ada@example.com", password: "babbage"))
        }
        #expect(try await store.user(email: "ada@example.com")?.passwordHash == legacy)

        let first = try await tokens.login(LoginRequest(username: "ada@example.com", password: "lovelace"))
        #expect(!first.token.isEmpty)
        let upgraded = try #require(try await store.user(email: "ada@example.com")?.passwordHash)
        #expect(upgraded.hasPrefix("$2b$12$"))
        #expect(PasswordHasher.verify("lovelace", against: upgraded))
        _ = try await tokens.login(LoginRequest(username: "ADA@example.com", password: "lovelace"))
        #expect(try await store.user(email: "ada@example.com")?.passwordHash == upgraded, "a current hash is left alone")
    }
}
