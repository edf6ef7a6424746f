import GRDB

/// One step of a parcel's journey (sorted, then shown newest first).
struct ParcelEventRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "parcelEvent"
    var id: Int64?
    var parcelCode: String
    var time: String
    var description: String
}
