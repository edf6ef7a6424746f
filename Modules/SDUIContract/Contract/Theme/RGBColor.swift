import Glibc

/// A colour as 8-bit red, green and blue, with the WCAG 2 arithmetic a
/// client needs to keep text readable.
public struct RGBColor: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `RGBColor(0x5B2A86)`: a colour written in Swift as it is in CSS.
    public init(_ value: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
                  blue: UInt8(truncatingIfNeeded: value))
    }

    public static let white = RGBColor(red: 255, green: 255, blue: 255)
    public static let black = RGBColor(red: 0, green: 0, blue: 0)

    /// Reads `#RRGGBB` or `#RGB` (the contract's colour form); nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        guard digits.first == "#" else { return nil }
        digits = digits.dropFirst()
        var values: [UInt8] = []
        for character in digits {
            guard let value = character.hexDigitValue, character.isASCII else { return nil }
            values.append(UInt8(value))
        }
        switch values.count {
        case 6: self.init(red: values[0] << 4 | values[1], green: values[2] << 4 | values[3], blue: values[4] << 4 | values[5])
        case 3: self.init(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17)
        default: return nil
        }
    }

    /// `#RRGGBB`, upper case.
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for channel in [red, green, blue] {
            text.append(digits[Int(channel >> 4)])
            text.append(digits[Int(channel & 0xF)])
        }
        return text
    }

    public var description: String { hex }

    /// Relative luminance, WCAG 2.x: 0 for black, 1 for white.
    public var luminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white).
    public func contrast(with other: RGBColor) -> Double {
        let (lighter, darker) = (max(luminance, other.luminance), min(luminance, other.luminance))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// Whether this colour is closer to white than to black, as a background.
    public var isLight: Bool { contrast(with: .black) > contrast(with: .white) }

    /// This colour, moved towards black or white (whichever the background is
    /// not) just far enough to reach `ratio` against `background`: the hue
    /// survives as far as readability allows. Unchanged when it reads already.
    public func readable(on background: RGBColor, ratio: Double = 4.5) -> RGBColor {
        guard contrast(with: background) < ratio else { return self }
        let target: RGBColor = background.isLight ? .black : .white
        // The ratio grows with the mix, so the smallest readable mix is found by halving.
        var (low, high) = (0.0, 1.0)
        for _ in 0..<16 {
            let middle = (low + high) / 2
            if mixed(with: target, by: middle).contrast(with: background) >= ratio { high = middle } else { low = middle }
        }
        return mixed(with: target, by: high)
    }

    /// The text colour, black or white, that reads best on this background.
    public var readableText: RGBColor { contrast(with: .black) >= contrast(with: .white) ? .black : .white }

    /// `fraction` of the way from this colour to `other`.
    public func mixed(with other: RGBColor, by fraction: Double) -> RGBColor {
        func channel(_ from: UInt8, _ to: UInt8) -> UInt8 {
            let value = Double(from) + (Double(to) - Double(from)) * fraction
            return UInt8(max(0, min(255, (value + 0.5).rounded(.down))))
        }
        return RGBColor(red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue))
    }
}
