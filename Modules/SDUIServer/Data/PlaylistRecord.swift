import GRDB

/// A playlist; `ownerKey` is nil for editorial ones, else the owner (see `OwnerKey`).
struct PlaylistRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "playlist"
    var id: String
    var ownerKey: String?
    var title: String
    var description: String?
}
