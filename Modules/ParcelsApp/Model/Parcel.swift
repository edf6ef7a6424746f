/// A parcel coming to or sent by a user, as the track-and-trace screens show it.
public struct Parcel: Codable, Sendable, Equatable {
    public var code: String
    /// The account it belongs to (a user id of the accounts app).
    public var ownerID: Int64?
    /// `incoming` or `sent`.
    public var direction: String
    public var counterpart: String
    public var address: String
    public var status: String
    public var expected: String?
    public var delivered: Bool

    public init(code: String, ownerID: Int64?, direction: String, counterpart: String, address: String, status: String,
                expected: String?, delivered: Bool) {
        self.code = code
        self.ownerID = ownerID
        self.direction = direction
        self.counterpart = counterpart
        self.address = address
        self.status = status
        self.expected = expected
        self.delivered = delivered
    }
}
