/// The colours of a screen's roles on a light and on a dark background,
/// sent by the server with each screen to clients that declare `f:themes@1`.
///
/// ```json
/// {"light": {"primary": "#5B2A86", "accent": "#0B7A75"}, "dark": {"primary": "#C9A7EB", "accent": "#5FD4CB"}}
/// ```
/// The client picks the palette for its background (`--theme`, or what the
/// terminal reports). A server chooses one per app and may override it in
/// a release (`theme.json`); a client without themes is sent the light
/// palette's colours in place of the roles.
public struct ScreenTheme: Sendable, Hashable, Codable {
    public var light: ThemePalette
    public var dark: ThemePalette

    public init(light: ThemePalette, dark: ThemePalette) {
        self.light = light
        self.dark = dark
    }

    /// The palette for a background.
    public func palette(_ appearance: Appearance) -> ThemePalette {
        appearance == .light ? light : dark
    }

    enum CodingKeys: String, CodingKey {
        case light, dark
    }

    public init(from decoder: any Decoder) throws {
        let context = ContractContext.of(decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        light = container.decodeLossyIfPresent(ThemePalette.self, forKey: .light, context: context) ?? ThemePalette([:])
        dark = container.decodeLossyIfPresent(ThemePalette.self, forKey: .dark, context: context) ?? ThemePalette([:])
    }

    /// The colours a server substitutes for roles when a client cannot take
    /// roles and the screen has no theme: readable on white, like the screens
    /// such a client was written for.
    public static let fallback = ScreenTheme(
        light: ThemePalette([.primary: RGBColor(0x0B57D0), .accent: RGBColor(0x006A6A), .success: RGBColor(0x1E7B34),
                             .warning: RGBColor(0x8A5300), .critical: RGBColor(0xB3261E), .surface: .white]),
        dark: ThemePalette([.primary: RGBColor(0x8AB4F8), .accent: RGBColor(0x4FD8D8), .success: RGBColor(0x6DD58C),
                            .warning: RGBColor(0xF2B84B), .critical: RGBColor(0xF28B82), .surface: .black]))
}

/// Whether a client draws on a light or a dark background.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    case light, dark
}
