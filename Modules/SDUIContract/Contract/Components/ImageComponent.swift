/// An image on its own, sized by the server.
///
/// ```json
/// {"type": "image", "url": "https://img.example/logo.png", "lowResolutionURL": "https://img.example/logo-small.png",
///  "width": 80, "height": 80, "contentMode": "fit", "accessibilityLabel": "Company logo"}
/// ```
public struct ImageComponent: ComponentContent {
    public static let typeName: TypeName = "image"
    public var url: String
    public var lowResolutionURL: String?
    public var width: Double?
    public var height: Double?
    public var contentMode: ContentMode?
    public var accessibilityLabel: String?
    /// An icon a client may draw instead of loading `url`: a built-in one
    /// (`NamedIcon`) or one a feature registered (the terminal's `TerminalAssets`).
    public var asset: String?

    public init(url: String, lowResolutionURL: String? = nil, width: Double? = nil, height: Double? = nil,
                contentMode: ContentMode? = nil, accessibilityLabel: String? = nil, asset: String? = nil) {
        self.url = url
        self.lowResolutionURL = lowResolutionURL
        self.width = width
        self.height = height
        self.contentMode = contentMode
        self.accessibilityLabel = accessibilityLabel
        self.asset = asset
    }

    /// The built-in icon named by `asset`, when this client has it.
    public var icon: NamedIcon? { NamedIcon(asset: asset) }
}

/// Whether an image keeps all of itself visible (`fit`) or fills its frame (`fill`).
public enum ContentMode: String, TolerantEnum {
    case fit, fill
    public static let defaultCase = ContentMode.fit
}
