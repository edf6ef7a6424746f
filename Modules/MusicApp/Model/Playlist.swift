/// A playlist; `ownerKey` is nil for editorial ones, else the owner (see `OwnerKey`).
public struct Playlist: Codable, Sendable, Equatable {
    public var id: String
    public var ownerKey: String?
    public var title: String
    public var description: String?

    public init(id: String, ownerKey: String?, title: String, description: String?) {
        self.id = id
        self.ownerKey = ownerKey
        self.title = title
        self.description = description
    }
}
