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

    /// The two looks an item can have, so no renderer reads the free text
    /// of `itemType` itself.
    public enum ItemLook: Sendable, Equatable {
        /// A person: cropped round.
        case portrait
        /// Anything else (an album, a genre): a square cover.
        case cover
    }

    /// `person` is a portrait, and so are `artist` and `composer`, the item
    /// types Primephonic's screens send; every other value is a cover.
    public var itemLook: ItemLook {
        ["person", "artist", "composer"].contains(itemType?.lowercased() ?? "") ? .portrait : .cover
    }
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
