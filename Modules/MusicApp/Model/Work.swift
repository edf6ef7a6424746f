/// A work of a composer, shown as a detail row with its number of recordings.
public struct Work: Codable, Sendable, Equatable {
    public var id: String
    public var composerID: String
    public var title: String
    public var subtitle: String?
    public var recordings: Int
}
