/// An album (a recording) whose tracks can be played.
public struct Album: Codable, Sendable, Equatable {
    public var id: String
    public var composerID: String
    public var title: String
    public var artist: String
    public var year: Int
    public var imageURL: String

    public init(id: String, composerID: String, title: String, artist: String, year: Int, imageURL: String) {
        self.id = id
        self.composerID = composerID
        self.title = title
        self.artist = artist
        self.year = year
        self.imageURL = imageURL
    }
}
