/// A work of a composer, shown as a detail row with its number of recordings.
public struct Work: Codable, Sendable, Equatable {
    public var id: String
    public var composerID: String
    public var title: String
    public var subtitle: String?
    public var recordings: Int

    public init(id: String, composerID: String, title: String, subtitle: String?, recordings: Int) {
        self.id = id
        self.composerID = composerID
        self.title = title
        self.subtitle = subtitle
        self.recordings = recordings
    }
}
