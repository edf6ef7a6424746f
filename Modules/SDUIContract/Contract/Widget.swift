/// What a home-screen widget shows, and under which name: a card (the next
/// parcel on its way, say), nothing, or an error. Widgets are views, not
/// screens, because they have no room for sections.
///
/// The core knows no app: the name on the frame (`name`, "Parcels") and
/// every word of the card come from the server. The card's wire type is
/// `shipment`, the name the first widget (PostNL's) gave it, kept so that
/// every client already installed reads it.
///
/// ```json
/// {"type": "shipment", "name": "Parcels", "icon": {"asset": "van"}, "title": "Corner Bookshop",
///  "image": {"url": "/images/parcel-label.png", "accessibilityLabel": "A parcel label with its barcode"},
///  "description": "Tomorrow\n09:00 – 11:00", "footer": {"title": "2 more parcels coming", "url": "sdui://parcels.example/track?source=widget"},
///  "url": "https://parcels.example/track/3S123"}
/// {"type": "empty", "name": "Parcels", "message": "No parcels on the way"}
/// {"type": "error", "name": "Parcels", "message": "Could not load your parcels"}
/// ```
public struct Widget: Codable, Sendable, Equatable {
    public enum Content: Sendable, Equatable {
        case card(WidgetCard)
        case empty(message: String)
        case error(message: String)
        /// A widget type this client does not know.
        case unknown(type: String)
    }

    /// The name on the widget's frame, such as the app's; none when the server sends none.
    public var name: String?
    public var content: Content

    public init(name: String? = nil, content: Content) {
        self.name = name
        self.content = content
    }

    public static func card(_ card: WidgetCard, name: String? = nil) -> Widget { Widget(name: name, content: .card(card)) }
    public static func empty(message: String, name: String? = nil) -> Widget { Widget(name: name, content: .empty(message: message)) }
    public static func error(message: String, name: String? = nil) -> Widget { Widget(name: name, content: .error(message: message)) }

    enum CodingKeys: String, CodingKey {
        case type, message, name
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        // A widget without a readable `type` is one this client cannot show,
        // not a broken answer: shown as unknown, like a type it does not know.
        guard let type = try? container.decodeIfPresent(String.self, forKey: .type) else {
            content = .unknown(type: "")
            ContractContext.of(decoder).record(.invalidElement, at: decoder.codingPath,
                                               "the widget has no 'type' (a string); it is shown as one this client does not know")
            return
        }
        switch type.lowercased() {
        case "shipment": content = .card(try WidgetCard(from: decoder))
        case "empty": content = .empty(message: try container.decode(String.self, forKey: .message))
        case "error": content = .error(message: try container.decode(String.self, forKey: .message))
        default:
            content = .unknown(type: type)
            ContractContext.of(decoder).record(.unknownType(TypeName(type)), at: decoder.codingPath,
                                               "widget type '\(type)' is not supported by this client")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch content {
        case .card(let card):
            try container.encode("shipment", forKey: .type)
            try card.encode(to: encoder)
        case .empty(let message):
            try container.encode("empty", forKey: .type)
            try container.encode(message, forKey: .message)
        case .error(let message):
            try container.encode("error", forKey: .type)
            try container.encode(message, forKey: .message)
        case .unknown(let type):
            try container.encode(type, forKey: .type)
        }
        try container.encodeIfPresent(name, forKey: .name)
    }
}

/// A widget's one card: an icon, a picture, a title, a description, a link
/// at the bottom, and where a tap leads.
public struct WidgetCard: Codable, Sendable, Equatable {
    public var icon: WidgetIcon?
    /// A picture of the item (the parcel's label, a cover), drawn beside the
    /// text where the widget has room and the client draws pictures; a
    /// malformed one is dropped with a diagnostic, not the widget.
    public var image: ImageReference?
    public var title: String
    public var description: String?
    public var footer: WidgetFooter?
    /// Opened when the widget is tapped.
    public var url: String

    public init(icon: WidgetIcon? = nil, image: ImageReference? = nil, title: String, description: String? = nil,
                footer: WidgetFooter? = nil, url: String) {
        self.icon = icon
        self.image = image
        self.title = title
        self.description = description
        self.footer = footer
        self.url = url
    }

    enum CodingKeys: String, CodingKey {
        case icon, image, title, description, footer, url
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        icon = try container.decodeIfPresent(WidgetIcon.self, forKey: .icon)
        image = container.decodeLossyIfPresent(ImageReference.self, forKey: .image, context: ContractContext.of(decoder))
        title = try container.decode(String.self, forKey: .title)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        footer = try container.decodeIfPresent(WidgetFooter.self, forKey: .footer)
        url = try container.decode(String.self, forKey: .url)
    }
}

/// A named asset the client ships (`van`, `box`, `letter`).
public struct WidgetIcon: Codable, Sendable, Equatable {
    public var asset: String

    public init(asset: String) { self.asset = asset }
}

/// A line at the bottom of a widget, with its own link.
public struct WidgetFooter: Codable, Sendable, Equatable {
    public var title: String
    public var url: String?

    public init(title: String, url: String? = nil) {
        self.title = title
        self.url = url
    }
}
