/// What loading the token file found, for the target to log; never the token.
public enum TokenLoadOutcome: Sendable, Equatable, CustomStringConvertible {
    /// No file (never logged in, or logged out).
    case noToken
    case loaded(expiresAt: Int64)
    /// The token had expired; the file was deleted.
    case discardedExpired(expiredAt: Int64)
    /// The file could not be used (unreadable, malformed, or readable by others); it was deleted when possible.
    case discarded(TokenStoreError)

    public var description: String {
        switch self {
        case .noToken: return "no saved login"
        case .loaded(let expiresAt): return "saved login valid until \(expiresAt)"
        case .discardedExpired(let expiredAt): return "saved login expired at \(expiredAt) and was removed"
        case .discarded(let error): return "saved login discarded: \(error)"
        }
    }
}
