import GRDB

/// One run of the Scan & Go flow, filled in step by step by its commands.
struct ScanOrderRecord: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "scanOrder"
    var id: String
    var locationID: String
    var parcelCode: String
    var addressConfirmed: Bool
    var option: String?
    var insured: Bool
    var priceCents: Int?
    var counterCode: String?
}
