/// What a home-screen widget shows: the next shipment, nothing, or an error.
/// Widgets are views, not screens, because they have no room for sections.
///
/// ```json
/// {"type": "shipment", "icon": {"asset": "van"}, "title": "Corner Bookshop", "description": "Tomorrow\n09:00 – 11:00",
///  "footer": {"title": "2 more parcels coming", "url": "sdui://parcels?source=widget"}, "url": "https://parcels.example/track/3S123"}
/// {"type": "empty", "message": "No parcels on the way"}
/// {"type": "error", "message": "Could not load your parcels"}
/// ```
public enum Widget: Codable, Sendable, Equatable {
    case shipment(WidgetShipment)
    case empty(message: String)
    case error(message: String)
    /// A widget type this client does not know.
    case unknown(type: String)

    enum CodingKeys: String, CodingKey {
        case type, message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type.lowercased() {
        case "shipment": self = .shipment(try WidgetShipment(from: decoder))
        case "empty": self = .empty(message: try container.decode(String.self, forKey: .message))
        case "error": self = .error(message: try container.decode(String.self, forKey: .message))
        default:
            self = .unknown(type: type)
            ContractContext.of(decoder).record(.unknownType(TypeName(type)), at: decoder.codingPath,
                                               "widget type '\(type)' is not supported by this client")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .shipment(let shipment):
            try container.encode("shipment", forKey: .type)
            try shipment.encode(to: encoder)
        case .empty(let message):
            try container.encode("empty", forKey: .type)
            try container.encode(message, forKey: .message)
        case .error(let message):
            try container.encode("error", forKey: .type)
            try container.encode(message, forKey: .message)
        case .unknown(let type):
            try container.encode(type, forKey: .type)
        }
    }
}

/// The shipment a widget shows.
public struct WidgetShipment: Codable, Sendable, Equatable {
    public var icon: WidgetIcon?
    public var title: String
    public var description: String?
    public var footer: WidgetFooter?
    /// Opened when the widget is tapped.
    public var url: String

    public init(icon: WidgetIcon? = nil, title: String, description: String? = nil, footer: WidgetFooter? = nil, url: String) {
        self.icon = icon
        self.title = title
        self.description = description
        self.footer = footer
        self.url = url
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
