/// The Codable model of a screen document, shared by both decoders.
///
/// It has the shapes a real screen model has: optional fields, string-backed
/// enums, arrays of polymorphic components discriminated by a `"type"` key, a
/// nested action enum, and a dictionary. Every type is `Equatable` so the two
/// decoders' results can be compared value for value.
public struct Screen: Codable, Equatable, Sendable {
    var id: String
    var title: String
    var header: Header
    var initialState: InitialState
    var sections: [Section]
}

public struct Header: Codable, Equatable, Sendable {
    var title: String
    var subtitle: String?
    var image: String?
}

/// State the screen starts with; `counters` and `flags` exercise dictionaries.
public struct InitialState: Codable, Equatable, Sendable {
    var selectedTab: String
    var version: Int
    var progress: Double
    var counters: [String: Int]
    var flags: [String: Bool]
    var query: String?
}

public struct Section: Codable, Equatable, Sendable {
    var id: String
    var heading: Heading?
    var components: [Component]
}

public struct Heading: Codable, Equatable, Sendable {
    var title: String
    var button: ButtonComponent?
}

// MARK: - Components

/// A component, chosen by the `"type"` member of its object.
public enum Component: Codable, Equatable, Sendable {
    case text(TextComponent)
    case detailRow(DetailRowComponent)
    case image(ImageComponent)
    case button(ButtonComponent)
    case track(TrackComponent)
    case carousel(CarouselComponent)

    private enum CodingKeys: String, CodingKey { case type }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "text": self = .text(try TextComponent(from: decoder))
        case "detailRow": self = .detailRow(try DetailRowComponent(from: decoder))
        case "image": self = .image(try ImageComponent(from: decoder))
        case "button": self = .button(try ButtonComponent(from: decoder))
        case "track": self = .track(try TrackComponent(from: decoder))
        case "carousel": self = .carousel(try CarouselComponent(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown component type '\(type)'")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        // The payload's members and "type" share one object, as in the document.
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let component):
            try container.encode("text", forKey: .type)
            try component.encode(to: encoder)
        case .detailRow(let component):
            try container.encode("detailRow", forKey: .type)
            try component.encode(to: encoder)
        case .image(let component):
            try container.encode("image", forKey: .type)
            try component.encode(to: encoder)
        case .button(let component):
            try container.encode("button", forKey: .type)
            try component.encode(to: encoder)
        case .track(let component):
            try container.encode("track", forKey: .type)
            try component.encode(to: encoder)
        case .carousel(let component):
            try container.encode("carousel", forKey: .type)
            try component.encode(to: encoder)
        }
    }
}

public enum TextStyle: String, Codable, CaseIterable, Sendable {
    case title, headline, body, caption, footnote
}

public struct TextComponent: Codable, Equatable, Sendable {
    var style: TextStyle
    var paragraphs: [String]
}

public struct DetailRowComponent: Codable, Equatable, Sendable {
    var title: String
    var subtitle: String?
    var disclosure: Bool?
    var action: Action
}

public enum ContentMode: String, Codable, CaseIterable, Sendable {
    case fit, fill, center
}

public struct ImageComponent: Codable, Equatable, Sendable {
    var url: String
    var placeholderUrl: String?
    var width: Int
    var height: Int
    var contentMode: ContentMode
    var accessibilityLabel: String?
}

public enum ButtonStyle: String, Codable, CaseIterable, Sendable {
    case primary, secondary, destructive, link
}

public struct ButtonComponent: Codable, Equatable, Sendable {
    var label: String
    var style: ButtonStyle
    var enabled: Bool
    var action: Action
}

public struct TrackComponent: Codable, Equatable, Sendable {
    var title: String
    var subtitle: String
    /// Seconds, with a fraction.
    var duration: Double
    var index: Int
}

public struct CarouselComponent: Codable, Equatable, Sendable {
    var items: [CarouselItem]
}

public struct CarouselItem: Codable, Equatable, Sendable {
    var title: String
    var image: String
    var action: Action
}

// MARK: - Actions

/// What a tap does, chosen by the `"type"` member of its object.
public enum Action: Codable, Equatable, Sendable {
    case navigate(NavigateAction)
    case command(CommandAction)

    private enum CodingKeys: String, CodingKey { case type }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "navigate": self = .navigate(try NavigateAction(from: decoder))
        case "command": self = .command(try CommandAction(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown action type '\(type)'")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .navigate(let action):
            try container.encode("navigate", forKey: .type)
            try action.encode(to: encoder)
        case .command(let action):
            try container.encode("command", forKey: .type)
            try action.encode(to: encoder)
        }
    }
}

public enum Presentation: String, Codable, CaseIterable, Sendable {
    case push, modal, sheet, replace
}

public struct NavigateAction: Codable, Equatable, Sendable {
    var destination: String
    var presentation: Presentation
    var prefetched: Prefetched?
}

/// What the next screen can show before it has loaded.
public struct Prefetched: Codable, Equatable, Sendable {
    var title: String
    var header: Header?
}

public enum HTTPMethod: String, Codable, CaseIterable, Sendable {
    case GET, POST, PUT, DELETE
}

public struct CommandAction: Codable, Equatable, Sendable {
    var url: String
    var method: HTTPMethod
    var payload: CommandPayload
    var stateKeys: [String]
}

public struct CommandPayload: Codable, Equatable, Sendable {
    /// Large enough that a decoder going through `Double` would lose digits.
    var itemId: Int64
    var quantity: Int
    var price: Double
    var note: String?
    var tags: [String]
}

/// Reads nothing from the document: decoding it measures the scan onto the tape alone.
public struct ReadsNothing: Decodable {
    public init(from decoder: any Decoder) throws {}
}
