import GRDB

/// A point where Scan & Go works; deep links name it by id.
struct LocationRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "location"
    var id: String
    var name: String
    var address: String
}
