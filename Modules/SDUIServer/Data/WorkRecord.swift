import GRDB

/// A work of a composer, shown as a detail row with its number of recordings.
struct WorkRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "work"
    var id: String
    var composerID: String
    var title: String
    var subtitle: String?
    var recordings: Int
}
