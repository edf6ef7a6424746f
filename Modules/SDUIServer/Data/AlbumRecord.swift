import GRDB

/// An album (a recording) whose tracks can be played.
struct AlbumRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "album"
    var id: String
    var composerID: String
    var title: String
    var artist: String
    var year: Int
    var imageURL: String
}
