import ArgumentParser
import TerminalImages
import TerminalUI

/// `--images auto|always|never`: pictures in half blocks, or the placeholders.
enum ImagesMode: String, ExpressibleByArgument, CaseIterable {
    /// Where the terminal shows colour: 24-bit (`COLORTERM=truecolor`) or 256 (`TERM=…256color`).
    case auto
    /// Pictures wherever colours are on, even where the terminal does not say which (24-bit then).
    case always
    /// Placeholders, as on a terminal without colour.
    case never

    func colors(usesColor: Bool) -> HalfBlocks.Colors? {
        switch self {
        case .never: return nil
        case .always:
            // Half blocks without colour are only blocks: no colour, no pictures.
            guard usesColor else { return nil }
            return PictureColors.detect(usesColor: true, environment: TerminalUI.Environment.value) ?? .trueColor
        case .auto: return PictureColors.detect(usesColor: usesColor, environment: TerminalUI.Environment.value)
        }
    }
}
