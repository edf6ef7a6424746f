/// An album (a recording) whose tracks can be played.
public struct Album: Codable, Sendable, Equatable {
    public var id: String
    public var composerID: String
    public var title: String
    public var artist: String
    public var year: Int
    public var imageURL: String
}
