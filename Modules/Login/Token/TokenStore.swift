import Glibc
import JSON

/// The logged-in user's bearer token: in memory, and in a file that only
/// the user can read so a login survives restarts.
///
/// ```swift
/// let store = TokenStore(filePath: TokenStore.defaultFilePath())
/// log(await store.load())                    // "saved login valid until …", never the token
/// try registry.install(LoginFeature(store: store, server: endpoint.apiRoot))
/// ```
///
/// An expired token is discarded wherever it is met: when the file is
/// loaded, and whenever the decorator asks for the current token, so an
/// expired token is never sent. The file holds `{"version": 1, "token": …,
/// "expiresAt": …}` and is written atomically with mode 0600 (`TokenFile`).
/// Without a path (tests, a kiosk) the token lives in memory only.
public actor TokenStore {
    public nonisolated let filePath: String?
    private let now: @Sendable () -> Int64
    private var token: BearerToken?
    private var loaded = false

    /// - Parameters:
    ///   - filePath: where the token is kept; nil keeps it in memory only.
    ///   - clock: seconds since 1970; injected so tests can expire tokens.
    public init(filePath: String?, clock: @escaping @Sendable () -> Int64 = { Int64(time(nil)) }) {
        self.filePath = filePath
        now = clock
    }

    /// `$SDUI_TOKEN_FILE` when set (scripts, CI), else
    /// `$XDG_STATE_HOME/sdui/login-token.json`, else
    /// `~/.local/state/sdui/login-token.json`; nil when none of these is set.
    public static func defaultFilePath() -> String? {
        if let explicit = getenv("SDUI_TOKEN_FILE"), explicit.pointee != 0 {
            return String(cString: explicit)
        }
        if let state = getenv("XDG_STATE_HOME"), state.pointee != 0 {
            return String(cString: state) + "/sdui/login-token.json"
        }
        if let home = getenv("HOME"), home.pointee != 0 {
            return String(cString: home) + "/.local/state/sdui/login-token.json"
        }
        return nil
    }

    /// Reads the file once (later calls return what is known); expired,
    /// malformed or insecure files are deleted.
    @discardableResult
    public func load() -> TokenLoadOutcome {
        if loaded {
            guard let token else { return .noToken }
            return .loaded(expiresAt: token.expiresAt)
        }
        loaded = true
        guard let filePath else { return .noToken }
        let bytes: [UInt8]?
        do throws(TokenStoreError) {
            bytes = try TokenFile.read(filePath)
        } catch {
            if case .insecureFile = error { try? TokenFile.remove(filePath) }
            return .discarded(error)
        }
        guard let bytes else { return .noToken }
        guard let stored = try? JSONModelDecoder().decode(StoredToken.self, from: bytes), stored.version == 1,
              let decoded = BearerToken(value: stored.token, expiresAt: stored.expiresAt)
        else {
            try? TokenFile.remove(filePath)
            return .discarded(.malformed(path: filePath, reason: "it is not a token file of this client"))
        }
        guard !decoded.isExpired(at: now()) else {
            try? TokenFile.remove(filePath)
            return .discardedExpired(expiredAt: decoded.expiresAt)
        }
        token = decoded
        return .loaded(expiresAt: decoded.expiresAt)
    }

    /// The token, if there is one that has not expired; an expired one is forgotten (and its file deleted).
    public func currentToken() -> BearerToken? {
        load()
        guard let token else { return nil }
        guard !token.isExpired(at: now()) else {
            self.token = nil
            if let filePath { try? TokenFile.remove(filePath) }
            return nil
        }
        return token
    }

    /// Whether a non-expired token is known (loads the file on first use).
    public var isLoggedIn: Bool { currentToken() != nil }

    /// Keeps a new token, in memory at once and then in the file. When the
    /// file cannot be written the token still works for this run, and the
    /// error says why it will not survive a restart.
    public func save(_ newToken: BearerToken) throws(TokenStoreError) {
        loaded = true
        token = newToken
        guard let filePath else { return }
        let stored = StoredToken(version: 1, token: newToken.value, expiresAt: newToken.expiresAt)
        let bytes: [UInt8]
        do {
            bytes = try JSONModelEncoder().encode(stored)
        } catch {
            throw .cannotWrite(path: filePath, reason: "the token could not be encoded")
        }
        try TokenFile.write(bytes, to: filePath)
    }

    /// Forgets the token, in memory first (so it is never sent again), then on disk.
    public func clear() throws(TokenStoreError) {
        loaded = true
        token = nil
        guard let filePath else { return }
        try TokenFile.remove(filePath)
    }

    /// The file's layout.
    private struct StoredToken: Codable {
        var version: Int
        var token: String
        var expiresAt: Int64
    }
}
