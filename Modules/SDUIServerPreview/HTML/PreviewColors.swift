import SDUIContract
import SDUIServer

/// The colours a preview draws a screen in: a theme's palette for the chosen
/// background (the contract's fallback for roles it leaves out), each made
/// readable on the surface as a client makes it (`RGBColor.readable`), so
/// the preview shows what a themed client shows.
struct PreviewColors: Sendable, Equatable {
    let surface: RGBColor
    let text: RGBColor
    let roles: [ColorRole: RGBColor]

    init(theme: ScreenTheme?, appearance: Appearance) {
        let fallback = ScreenTheme.fallback.palette(appearance)
        let palette = theme?.palette(appearance)
        surface = palette?[.surface] ?? (appearance == .light ? .white : RGBColor(0x1C1C1E))
        text = surface.isLight ? RGBColor(0x1C1C1E) : RGBColor(0xF2F2F7)
        var roles: [ColorRole: RGBColor] = [:]
        for role in ColorRole.allCases where role != .surface {
            if let color = palette?[role] ?? fallback[role] { roles[role] = color.readable(on: surface) }
        }
        self.roles = roles
    }

    /// The CSS colour of a `color` field: a role's custom property, or the raw colour made readable.
    func css(_ value: ColorValue) -> String {
        switch value {
        case .role(let role): return "var(--\(role.rawValue))"
        case .rgb(let rgb): return rgb.readable(on: surface).hex
        }
    }

    /// Custom properties for the roles, and the surface and text colours, as one `style` attribute's value.
    var style: String {
        var declarations = ColorRole.allCases.compactMap { role in roles[role].map { "--\(role.rawValue):\($0.hex)" } }
        if let primary = roles[.primary] { declarations.append("--on-primary:\(primary.readableText.hex)") }
        declarations.append("--surface:\(surface.hex)")
        declarations.append("--text:\(text.hex)")
        return declarations.joined(separator: ";")
    }
}
