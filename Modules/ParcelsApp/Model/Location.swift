/// A point where Scan & Go works; deep links name it by id.
public struct Location: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var address: String

    public init(id: String, name: String, address: String) {
        self.id = id
        self.name = name
        self.address = address
    }
}
