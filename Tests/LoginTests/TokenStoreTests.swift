import Glibc
import Login
import SDUITesting
import Testing

@Suite("The token file")
struct TokenStoreTests {
    static func token(_ value: String = "abc_DEF-123", expiresAt: Int64 = 2_000_000_000) throws -> BearerToken {
        try #require(BearerToken(value: value, expiresAt: expiresAt))
    }

    @Test("saved 0600, loaded back, cleared")
    func roundTrip() async throws {
        let folder = try TemporaryDirectory()
        let path = "\(folder.path)/token.json"
        let store = TokenStore(filePath: path, clock: { 1_000 })
        try await store.save(Self.token())
        #expect(folder.mode(of: "token.json").map { $0 & 0o7777 } == 0o600)
        #expect(folder.contents() == ["token.json"])

        let reopened = TokenStore(filePath: path, clock: { 1_000 })
        #expect(await reopened.load() == .loaded(expiresAt: 2_000_000_000))
        #expect(await reopened.currentToken() == (try Self.token()))
        try await reopened.clear()
        #expect(folder.contents().isEmpty)
        #expect(await TokenStore(filePath: path).load() == .noToken)
    }

    @Test("a file others can read is deleted, not trusted")
    func widerMode() async throws {
        let folder = try TemporaryDirectory()
        let path = "\(folder.path)/token.json"
        try await TokenStore(filePath: path, clock: { 1_000 }).save(Self.token())
        chmod(path, 0o644)
        let outcome = await TokenStore(filePath: path, clock: { 1_000 }).load()
        #expect(outcome == .discarded(.insecureFile(path: path, reason: "its mode is 644, not 600")))
        #expect(folder.contents().isEmpty)
    }

    @Test("a symbolic link in its place is refused")
    func symlink() async throws {
        let folder = try TemporaryDirectory()
        let target = "\(folder.path)/elsewhere.json"
        try await TokenStore(filePath: target, clock: { 1_000 }).save(Self.token())
        let path = "\(folder.path)/token.json"
        #expect(Glibc.symlink(target, path) == 0)
        let outcome = await TokenStore(filePath: path, clock: { 1_000 }).load()
        #expect(outcome == .discarded(.insecureFile(path: path, reason: "it is a symbolic link")))
    }

    @Test("a malformed file is discarded with the reason")
    func malformed() async throws {
        let folder = try TemporaryDirectory()
        let path = "\(folder.path)/token.json"
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
        _ = "{\"version\": 1, \"token\": \"a b\", \"expiresAt\": 5}".withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        guard case .discarded(.malformed(path, _)) = await TokenStore(filePath: path).load() else {
            Issue.record("expected a malformed file")
            return
        }
        #expect(folder.contents().isEmpty)
    }

    @Test("an expired token is forgotten in memory and on disk")
    func expiry() async throws {
        let folder = try TemporaryDirectory()
        let clock = TestClock(1_000)
        let store = TokenStore(filePath: "\(folder.path)/token.json", clock: { clock.now })
        try await store.save(Self.token(expiresAt: 1_100))
        #expect(await store.currentToken() != nil)
        clock.advance(by: 100)
        #expect(await store.currentToken() == nil)
        #expect(folder.contents().isEmpty)
    }

    @Test("tokens with characters a header cannot carry are refused", arguments: [
        "", "a b", "line\r\nX-Evil: 1", "tok\u{0}en", "ünicode", "a=b", String(repeating: "a", count: 4097),
    ])
    func invalidTokens(_ value: String) {
        #expect(BearerToken(value: value, expiresAt: 1) == nil)
    }

    @Test("valid RFC 6750 tokens are kept", arguments: ["abc", "A-b.c_d~e+f/g", "YWJj==", "x"])
    func validTokens(_ value: String) {
        #expect(BearerToken(value: value, expiresAt: 1) != nil)
    }

    @Test("the description is redacted")
    func redacted() throws {
        let token = try Self.token("s3cr3t-value")
        var dumped = ""
        dump(token, to: &dumped)
        for text in [token.description, token.debugDescription, "\(token)", dumped, String(reflecting: [token])] {
            #expect(!text.contains("s3cr3t"), "\(text)")
        }
    }

    @Test("the default location honours SDUI_TOKEN_FILE, then XDG_STATE_HOME, then HOME")
    func defaultPath() {
        let path = TokenStore.defaultFilePath()
        #expect(path == nil || path?.hasSuffix(".json") == true)
    }
}
