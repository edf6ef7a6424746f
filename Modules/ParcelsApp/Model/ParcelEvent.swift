/// One step of a parcel's journey; the journey is shown newest first.
public struct ParcelEvent: Codable, Sendable, Equatable {
    public var id: Int64?
    public var parcelCode: String
    public var time: String
    public var description: String

    public init(id: Int64?, parcelCode: String, time: String, description: String) {
        self.id = id
        self.parcelCode = parcelCode
        self.time = time
        self.description = description
    }
}
