import GRDB

/// A person who can log in; the password is stored only as a salted, iterated hash.
struct UserRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "user"
    var id: Int64
    var email: String
    var name: String
    var passwordHash: String
}
