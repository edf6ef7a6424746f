/// The colour of each role for one kind of background.
///
/// ```json
/// {"primary": "#0B57D0", "accent": "#7B1FA2", "success": "#1E7B34", "warning": "#8A5300", "critical": "#B3261E", "surface": "#FFFFFF"}
/// ```
/// A role left out falls back to the client's own colour for it; an entry
/// that is not a known role or not `#RRGGBB` is reported and dropped.
public struct ThemePalette: Sendable, Hashable, Codable {
    public var colors: [ColorRole: RGBColor]

    public init(_ colors: [ColorRole: RGBColor]) {
        self.colors = colors
    }

    public subscript(role: ColorRole) -> RGBColor? { colors[role] }

    public init(from decoder: any Decoder) throws {
        let context = ContractContext.of(decoder)
        let container = try decoder.container(keyedBy: Key.self)
        var colors: [ColorRole: RGBColor] = [:]
        for key in container.allKeys {
            guard let role = ColorRole(rawValue: key.stringValue) else {
                let roles = ColorRole.allCases.map(\.rawValue).joined(separator: ", ")
                context.record(.invalidElement, at: decoder.codingPath + [key],
                               "'\(key.stringValue)' is not a colour role (roles: \(roles)); ignored")
                continue
            }
            guard let text = try? container.decode(String.self, forKey: key), let rgb = RGBColor(hex: text) else {
                context.record(.invalidElement, at: decoder.codingPath + [key], "a palette colour must be #RRGGBB or #RGB; ignored")
                continue
            }
            colors[role] = rgb
        }
        self.colors = colors
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for role in ColorRole.allCases {
            if let rgb = colors[role] { try container.encode(rgb.hex, forKey: Key(stringValue: role.rawValue)) }
        }
    }

    /// Any member name, so an unknown role can be named in its diagnostic.
    struct Key: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
}
