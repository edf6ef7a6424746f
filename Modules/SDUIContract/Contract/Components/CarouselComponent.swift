/// A horizontal strip of items (top composers, say); `look` tells the client
/// how to frame the items' pictures.
///
/// ```json
/// {"type": "carousel", "itemType": "composer", "look": "portrait", "items": [{"title": "Hildegard", "image": {"url": "https://img.example/hildegard.jpg"},
///  "action": {"type": "navigate", "destination": "composers/hildegard"}}]}
/// ```
public struct CarouselComponent: ComponentContent {
    public static let typeName: TypeName = "carousel"
    /// What the items are (`composer`, `album`), for the server's own use; no client reads a look from it.
    public var itemType: String?
    /// How the items' pictures are framed, as the server names it; absent (or `plain`): covers.
    public var look: PictureLook?
    public var title: String?
    @LossyArray public var items: [CarouselItem]

    public init(itemType: String? = nil, look: PictureLook? = nil, title: String? = nil, items: [CarouselItem]) {
        self.itemType = itemType
        self.look = look
        self.title = title
        _items = LossyArray(wrappedValue: items)
    }

    public var actions: [Action] { items.compactMap(\.action) }

    /// The two looks an item can have, so no renderer reads `look` itself.
    public enum ItemLook: Sendable, Equatable {
        /// A person: cropped round.
        case portrait
        /// Anything else (an album, a genre): a square cover.
        case cover
    }

    /// The look the items are drawn with.
    public var itemLook: ItemLook { look == .portrait ? .portrait : .cover }
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
