/// A large header inside a screen's sections (an artist header, say).
///
/// ```json
/// {"type": "header", "title": "Fanny Mendelssohn", "subtitle": "Composer 1805 – 1847", "image": {"url": "https://img.example/fanny.jpg"}}
/// ```
public struct HeaderComponent: ComponentContent {
    public static let typeName: TypeName = "header"
    public var title: String
    public var subtitle: String?
    public var image: ImageReference?
    /// What the header is about (`HeaderKind`): how its image is framed.
    public var kind: HeaderKind?

    public init(title: String, subtitle: String? = nil, image: ImageReference? = nil, kind: HeaderKind? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.kind = kind
    }
}
