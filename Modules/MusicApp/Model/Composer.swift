/// A composer with the facts the composer page shows.
public struct Composer: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var fullName: String
    public var born: Int
    public var died: Int?
    public var biography: String
    public var imageURL: String
    public var popularity: Int
}
