import GRDB

/// A parcel coming to or sent by a user, as the track-and-trace screens show it.
struct ParcelRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "parcel"
    var code: String
    var ownerID: Int64?
    var direction: String
    var counterpart: String
    var address: String
    var status: String
    var expected: String?
    var delivered: Bool
}
