/// One run of the Scan & Go flow, filled in step by step by its commands.
public struct ScanOrder: Codable, Sendable, Equatable {
    public var id: String
    public var locationID: String
    public var parcelCode: String
    public var addressConfirmed: Bool
    public var option: String?
    public var insured: Bool
    public var priceCents: Int?
    public var counterCode: String?
    /// What to do when nobody is home (an `AwayChoice` raw value); nil until the address step.
    public var ifAway: String?

    public init(id: String, locationID: String, parcelCode: String, addressConfirmed: Bool = false, option: String? = nil,
                insured: Bool = false, priceCents: Int? = nil, counterCode: String? = nil, ifAway: String? = nil) {
        self.id = id
        self.locationID = locationID
        self.parcelCode = parcelCode
        self.addressConfirmed = addressConfirmed
        self.option = option
        self.insured = insured
        self.priceCents = priceCents
        self.counterCode = counterCode
        self.ifAway = ifAway
    }
}
