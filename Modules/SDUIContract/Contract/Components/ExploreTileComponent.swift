/// A tile with an image, a title and a subtitle, for browsing categories.
///
/// ```json
/// {"type": "exploreTile", "image": {"url": "https://img.example/pop.jpg"}, "title": "Pop", "subtitle": "Today's chart-toppers"}
/// ```
public struct ExploreTileComponent: ComponentContent {
    public static let typeName: TypeName = "exploreTile"
    public var image: ImageReference?
    public var title: String
    public var subtitle: String?
    public var action: Action?

    public init(image: ImageReference? = nil, title: String, subtitle: String? = nil, action: Action? = nil) {
        self.image = image
        self.title = title
        self.subtitle = subtitle
        self.action = action
    }

    public var actions: [Action] { action.map { [$0] } ?? [] }
}
