/// A row with artwork beside its text (an album, a recording).
///
/// ```json
/// {"type": "artworkRow", "image": {"url": "https://img.example/album.jpg"}, "title": "Goldberg Variations",
///  "description": "2015 • 32 tracks • 1h 17m", "action": {"type": "navigate", "destination": "albums/goldberg-2015"}}
/// ```
public struct ArtworkRowComponent: ComponentContent {
    public static let typeName: TypeName = "artworkRow"
    public var image: ImageReference?
    public var addition: String?
    public var title: String
    public var subtitle: String?
    public var description: String?
    public var action: Action?
    /// `false` (or an expression that gives false, §8.1) shows the row without its
    /// action: dimmed, not focusable, nothing runs. Absent means enabled.
    public var enabled: Bool?

    public init(image: ImageReference? = nil, addition: String? = nil, title: String, subtitle: String? = nil,
                description: String? = nil, action: Action? = nil, enabled: Bool? = nil) {
        self.image = image
        self.addition = addition
        self.title = title
        self.subtitle = subtitle
        self.description = description
        self.action = action
        self.enabled = enabled
    }

    public var isEnabled: Bool { enabled ?? true }
    /// The action the row runs now: none while disabled.
    public var activeAction: Action? { isEnabled ? action : nil }
    public var actions: [Action] { activeAction.map { [$0] } ?? [] }
}
