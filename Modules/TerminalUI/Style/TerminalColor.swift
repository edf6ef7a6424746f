import SDUI

/// A foreground or background colour a terminal can show.
///
/// The sixteen named ANSI colours follow the user's terminal theme, so the
/// UI's own chrome uses them; `rgb` is for colours the server sends
/// (`"color": "#8E8E93"` on a text) and is written as a 24-bit SGR sequence.
public enum TerminalColor: Sendable, Hashable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    case rgb(UInt8, UInt8, UInt8)
    /// One of the 256 colours of xterm's palette, for terminals without 24-bit colour.
    case palette(UInt8)

    /// A contract colour, as 24-bit colour.
    public init(_ rgb: RGBColor) {
        self = .rgb(rgb.red, rgb.green, rgb.blue)
    }

    /// SGR parameters for this colour as a foreground (`background` false) or background.
    func sgrParameters(background: Bool) -> String {
        let offset = background ? 10 : 0
        switch self {
        case .black: return "\(30 + offset)"
        case .red: return "\(31 + offset)"
        case .green: return "\(32 + offset)"
        case .yellow: return "\(33 + offset)"
        case .blue: return "\(34 + offset)"
        case .magenta: return "\(35 + offset)"
        case .cyan: return "\(36 + offset)"
        case .white: return "\(37 + offset)"
        case .brightBlack: return "\(90 + offset)"
        case .brightRed: return "\(91 + offset)"
        case .brightGreen: return "\(92 + offset)"
        case .brightYellow: return "\(93 + offset)"
        case .brightBlue: return "\(94 + offset)"
        case .brightMagenta: return "\(95 + offset)"
        case .brightCyan: return "\(96 + offset)"
        case .brightWhite: return "\(97 + offset)"
        case .rgb(let red, let green, let blue): return "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
        case .palette(let index): return "\(background ? 48 : 38);5;\(index)"
        }
    }
}

extension TerminalColor {
    /// The nearest colour of xterm's 256: the 6 × 6 × 6 cube, or the 24 grays for a colour without hue.
    public static func nearestPalette(red: UInt8, green: UInt8, blue: UInt8) -> TerminalColor {
        let (r, g, b) = (Int(red), Int(green), Int(blue))
        if max(r, g, b) - min(r, g, b) < 12 {
            let gray = (r + g + b) / 3
            if gray < 4 { return .palette(16) }
            if gray > 246 { return .palette(231) }
            return .palette(UInt8(232 + min(23, (gray - 8 + 5) / 10)))
        }
        func level(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
        return .palette(UInt8(16 + 36 * level(r) + 6 * level(g) + level(b)))
    }
}
