import SDUIContract

/// The music app's colours: a deep violet brand with a rose accent, lighter
/// shades of both on a dark background.
enum MusicTheme {
    static let theme = ScreenTheme(
        light: ThemePalette([.primary: RGBColor(0x5B2A86), .accent: RGBColor(0xA4245F), .success: RGBColor(0x1E7B34),
                             .warning: RGBColor(0x8A5300), .critical: RGBColor(0xB3261E), .surface: RGBColor(0xFFFFFF)]),
        dark: ThemePalette([.primary: RGBColor(0xC9A7EB), .accent: RGBColor(0xF48FB1), .success: RGBColor(0x6DD58C),
                            .warning: RGBColor(0xF2B84B), .critical: RGBColor(0xF28B82), .surface: RGBColor(0x121212)]))
}
