import GRDB

/// A composer with the facts the composer page shows.
struct ComposerRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "composer"
    var id: String
    var name: String
    var fullName: String
    var born: Int
    var died: Int?
    var biography: String
    var imageURL: String
    var popularity: Int
}
