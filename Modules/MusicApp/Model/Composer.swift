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

    public init(id: String, name: String, fullName: String, born: Int, died: Int?, biography: String, imageURL: String, popularity: Int) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.born = born
        self.died = died
        self.biography = biography
        self.imageURL = imageURL
        self.popularity = popularity
    }
}
