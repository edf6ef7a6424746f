/// A horizontal strip of items (top composers, say); `itemType` tells the
/// client which item look to use.
///
/// ```json
/// {"type": "carousel", "itemType": "artist", "items": [{"title": "Hildegard", "image": {"url": "https://img.example/hildegard.jpg"},
///  "action": {"type": "navigate", "destination": "composers/hildegard"}}]}
/// ```
public struct CarouselComponent: ComponentContent {
    public static let typeName: TypeName = "carousel"
    public var itemType: String?
    public var title: String?
    @LossyArray public var items: [CarouselItem]

    public init(itemType: String? = nil, title: String? = nil, items: [CarouselItem]) {
        self.itemType = itemType
        self.title = title
        _items = LossyArray(wrappedValue: items)
    }

    public var actions: [Action] { items.compactMap(\.action) }
}

/// One item of a carousel.
public struct CarouselItem: Codable, Sendable, Equatable {
    public var title: String
    public var subtitle: String?
    public var image: ImageReference?
    public var action: Action?

    public init(title: String, subtitle: String? = nil, image: ImageReference? = nil, action: Action? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.action = action
    }
}
