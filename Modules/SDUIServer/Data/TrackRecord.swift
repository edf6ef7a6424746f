import GRDB

/// One track of an album; duration in seconds.
struct TrackRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "track"
    var id: String
    var albumID: String
    var position: Int
    var title: String
    var subtitle: String?
    var duration: Int
}
