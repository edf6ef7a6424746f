import GRDB

/// A login: the SHA-256 of the bearer token (never the token), whose user, and until when.
struct SessionRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "session"
    var tokenHash: String
    var userID: Int64
    var expiresAt: Int64
}
