import GRDB

/// A track's place in a playlist.
struct PlaylistTrackRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "playlistTrack"
    var playlistID: String
    var trackID: String
    var position: Int
}
