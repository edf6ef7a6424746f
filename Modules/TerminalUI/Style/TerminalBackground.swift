import SDUI

/// What the terminal draws on: light or dark, and its exact colour when the
/// terminal said (an OSC 11 reply).
///
/// Chosen by `--theme light|dark|auto`; `auto` asks the terminal
/// (`BackgroundQuery`), then reads `COLORFGBG`, and otherwise assumes dark,
/// the default of the common terminal emulators.
public struct TerminalBackground: Sendable, Hashable {
    public var appearance: Appearance
    /// The colour the terminal reported; nil when it was not asked or did not say.
    public var color: RGBColor?

    public init(appearance: Appearance, color: RGBColor? = nil) {
        self.appearance = appearance
        self.color = color
    }

    public init(color: RGBColor) {
        self.init(appearance: color.isLight ? .light : .dark, color: color)
    }

    /// Dark, colour unknown: what a client assumes when nothing tells it otherwise.
    public static let assumed = TerminalBackground(appearance: .dark)

    /// What colours are measured against: the real background when known,
    /// else the theme's surface, else white or black.
    func reference(surface: RGBColor?) -> RGBColor {
        color ?? surface ?? (appearance == .light ? .white : .black)
    }

    /// `COLORFGBG` (rxvt, Konsole, some others): `"15;0"` is foreground 15 on
    /// background 0. ANSI backgrounds 0–6 and 8 are dark, 7 and 9–15 light;
    /// nil when the variable is missing or unreadable.
    public static func fromColorFGBG(_ value: String?) -> TerminalBackground? {
        guard let value, let last = value.split(separator: ";").last, let index = Int(last), (0...15).contains(index) else {
            return nil
        }
        return TerminalBackground(appearance: index == 7 || index >= 9 ? .light : .dark)
    }
}

extension TerminalBackground {
    /// The background for `--theme`: a fixed choice as given; `auto` asks the
    /// terminal (`ask`, skipped when colours are off), then reads `COLORFGBG`,
    /// then assumes dark.
    public static func resolve(_ choice: ThemeChoice, usesColor: Bool, environment: (String) -> String?,
                               ask: () -> RGBColor?) -> TerminalBackground {
        switch choice {
        case .light: return TerminalBackground(appearance: .light)
        case .dark: return TerminalBackground(appearance: .dark)
        case .auto:
            if usesColor, let color = ask() { return TerminalBackground(color: color) }
            return fromColorFGBG(environment("COLORFGBG")) ?? .assumed
        }
    }
}
