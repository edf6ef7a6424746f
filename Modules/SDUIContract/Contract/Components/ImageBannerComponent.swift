/// A wide image, usually promoting something, optionally tappable.
///
/// ```json
/// {"type": "imageBanner", "image": {"url": "https://img.example/event.jpg", "accessibilityLabel": "Summer festival"}, "title": "Summer festival"}
/// ```
public struct ImageBannerComponent: ComponentContent {
    public static let typeName: TypeName = "imageBanner"
    public var image: ImageReference
    public var title: String?
    public var action: Action?

    public init(image: ImageReference, title: String? = nil, action: Action? = nil) {
        self.image = image
        self.title = title
        self.action = action
    }

    public var actions: [Action] { action.map { [$0] } ?? [] }
}
