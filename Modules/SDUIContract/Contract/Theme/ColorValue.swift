/// A `color` field: a role of the screen's theme (`"primary"`) or a raw
/// colour (`"#8E8E93"`).
///
/// Roles let the client choose the shade for its background; raw colours
/// stay allowed for the one-off, and a client adjusts them for contrast.
/// Anything else is a mistake the decoder reports (with its JSON path) and
/// drops, so the text is still shown, in its default colour.
public enum ColorValue: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    case role(ColorRole)
    case rgb(RGBColor)

    /// Reads a role name or `#RRGGBB`/`#RGB`; nil for anything else.
    public init?(parsing text: String) {
        if let role = ColorRole(rawValue: text) {
            self = .role(role)
        } else if let rgb = RGBColor(hex: text) {
            self = .rgb(rgb)
        } else {
            return nil
        }
    }

    /// For Swift builders: `color: "#8E8E93"` or `color: "accent"`. A literal
    /// that is neither is a programming mistake in the builder, caught by its tests.
    public init(stringLiteral value: String) {
        self = ColorValue(parsing: value) ?? .role(.primary)
        assert(ColorValue(parsing: value) != nil, "'\(value)' is neither a colour role nor #RRGGBB")
    }

    /// As written on the wire.
    public var description: String {
        switch self {
        case .role(let role): return role.rawValue
        case .rgb(let rgb): return rgb.hex
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = ColorValue(parsing: text) else {
            let roles = ColorRole.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "'\(text)' is not a colour: use #RRGGBB, #RGB or a role (\(roles))"))
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
