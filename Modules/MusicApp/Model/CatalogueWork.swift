/// One entry of a composer's complete works, in catalogue order (BWV, K., Op.):
/// the rows of the long, paged "Complete works" list.
public struct CatalogueWork: Codable, Sendable, Equatable {
    public var composerID: String
    /// The catalogue number, unique per composer: the list's sort key.
    public var number: Int
    /// The number as the catalogue writes it ("BWV 1046").
    public var label: String
    public var title: String

    public init(composerID: String, number: Int, label: String, title: String) {
        self.composerID = composerID
        self.number = number
        self.label = label
        self.title = title
    }
}
