import GRDB

/// A playlist someone marked as favourite.
struct FavouriteRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "favourite"
    var ownerKey: String
    var playlistID: String
}
