import SDUI

/// The terminal colour of each theme role, and the background that raw
/// colours are kept readable against.
///
/// Without a server theme the roles are named ANSI colours, which follow the
/// user's terminal palette and need no adjusting. With one, each role is the
/// theme's colour for this background, moved just far enough towards black
/// or white to keep a WCAG contrast of 4.5 for text (`RGBColor.readable`).
public struct TerminalPalette: Sendable, Hashable {
    public let roles: [ColorRole: TerminalColor]
    /// What raw colours (and a theme's roles) are measured against.
    public let background: RGBColor

    /// Text needs this contrast against the background (WCAG AA for normal text).
    public static let minimumContrast = 4.5

    /// The client's own colours: named ANSI, on the given background.
    public init(background: TerminalBackground = .assumed) {
        self.init(roles: Self.named, background: background.reference(surface: nil))
    }

    private init(roles: [ColorRole: TerminalColor], background: RGBColor) {
        self.roles = roles
        self.background = background
    }

    /// The client's own role colours.
    private static let named: [ColorRole: TerminalColor] = [.primary: .blue, .accent: .cyan, .success: .green, .warning: .yellow, .critical: .red]

    /// A server theme's palette for this background; roles it leaves out keep
    /// the client's own colours.
    public init(theme: ScreenTheme?, background: TerminalBackground) {
        guard let theme else {
            self.init(background: background)
            return
        }
        let palette = theme.palette(background.appearance)
        let reference = background.reference(surface: palette[.surface])
        var roles = Self.named
        for (role, rgb) in palette.colors where role != .surface {
            roles[role] = TerminalColor(rgb.readable(on: reference, ratio: Self.minimumContrast))
        }
        self.init(roles: roles, background: reference)
    }

    public static let standard = TerminalPalette()

    /// The colour for a role; nil for `surface`, which the terminal does not paint.
    public subscript(role: ColorRole) -> TerminalColor? { roles[role] }

    /// A `color` field as text: a role from the palette, a raw colour made readable.
    public func foreground(_ value: ColorValue) -> TerminalColor? {
        switch value {
        case .role(let role): return roles[role]
        case .rgb(let rgb):
            return TerminalColor(rgb.readable(on: background, ratio: Self.minimumContrast))
        }
    }

    /// Text on a filled role (a primary button): black or white, whichever reads;
    /// for a named colour, the bright white the standard look has always used.
    func text(on fill: TerminalColor) -> TerminalColor {
        guard case .rgb(let red, let green, let blue) = fill else { return .brightWhite }
        return TerminalColor(RGBColor(red: red, green: green, blue: blue).readableText)
    }
}
