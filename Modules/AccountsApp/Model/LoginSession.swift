/// A login: the SHA-256 of the bearer token (never the token), whose user, and until when.
public struct LoginSession: Codable, Sendable, Equatable {
    public var tokenHash: String
    public var userID: Int64
    /// Seconds since 1970.
    public var expiresAt: Int64

    public init(tokenHash: String, userID: Int64, expiresAt: Int64) {
        self.tokenHash = tokenHash
        self.userID = userID
        self.expiresAt = expiresAt
    }
}
