/// One track of an album; duration in seconds.
public struct Track: Codable, Sendable, Equatable {
    public var id: String
    public var albumID: String
    public var position: Int
    public var title: String
    public var subtitle: String?
    public var duration: Int

    public init(id: String, albumID: String, position: Int, title: String, subtitle: String?, duration: Int) {
        self.id = id
        self.albumID = albumID
        self.position = position
        self.title = title
        self.subtitle = subtitle
        self.duration = duration
    }
}
