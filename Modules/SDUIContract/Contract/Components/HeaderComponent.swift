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
    /// How its image is framed (`PictureLook`).
    public var kind: PictureLook?

    public init(title: String, subtitle: String? = nil, image: ImageReference? = nil, kind: PictureLook? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.kind = kind
    }
}
