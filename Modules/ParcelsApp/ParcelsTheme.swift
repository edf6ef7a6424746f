import SDUIContract

/// The parcels app's colours: a signal orange and a navy accent. The orange
/// is too light for text on white; clients darken it until it reads (4.5:1).
enum ParcelsTheme {
    static let theme = ScreenTheme(
        light: ThemePalette([.primary: RGBColor(0xED7000), .accent: RGBColor(0x001D7E), .success: RGBColor(0x1E7B34),
                             .warning: RGBColor(0x8A5300), .critical: RGBColor(0xC4122F), .surface: RGBColor(0xFFFFFF)]),
        dark: ThemePalette([.primary: RGBColor(0xFF9A3C), .accent: RGBColor(0x8FA8FF), .success: RGBColor(0x6DD58C),
                            .warning: RGBColor(0xF2B84B), .critical: RGBColor(0xFF8A80), .surface: RGBColor(0x1B1B1F)]))
}
