/// The large header at the top of a screen, also sent ahead in a `navigate`
/// action so the next screen can show it while it loads.
///
/// ```json
/// {"title": "Clara Schumann", "subtitle": "Pianist and composer, 1819 – 1896", "image": {"url": "https://img.example/clara.jpg"}}
/// ```
public struct Header: Codable, Sendable, Equatable {
    public var title: String
    public var subtitle: String?
    public var image: ImageReference?
    /// What the header is about, which decides how its image is framed.
    public var kind: PictureLook?

    public init(title: String, subtitle: String? = nil, image: ImageReference? = nil, kind: PictureLook? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.kind = kind
    }
}

/// How a picture is framed (a header's `kind`, a carousel's `look`), in
/// general words so the core knows no app's kinds of things: a person's is
/// round (`portrait`), a cover square (`cover`); `plain` leaves the image as it is.
public enum PictureLook: String, TolerantEnum {
    case plain, portrait, cover
    public static let defaultCase = PictureLook.plain
}

/// An image by URL, with an optional low-resolution URL to show first (often
/// already cached from a previous screen) and a label for those who cannot see it.
///
/// ```json
/// {"url": "https://img.example/large.jpg", "lowResolutionURL": "https://img.example/small.jpg", "accessibilityLabel": "Portrait"}
/// ```
public struct ImageReference: Codable, Sendable, Equatable {
    public var url: String
    public var lowResolutionURL: String?
    public var accessibilityLabel: String?
    /// An icon a client may draw instead of loading `url`: a built-in one
    /// (`NamedIcon`) or one a feature registered (the terminal's `TerminalAssets`).
    public var asset: String?

    public init(url: String, lowResolutionURL: String? = nil, accessibilityLabel: String? = nil, asset: String? = nil) {
        self.url = url
        self.lowResolutionURL = lowResolutionURL
        self.accessibilityLabel = accessibilityLabel
        self.asset = asset
    }

    /// The built-in icon named by `asset`, when this client has it.
    public var icon: NamedIcon? { NamedIcon(asset: asset) }
}
