import ArgumentParser
import TerminalImages
import TerminalUI

/// `--images auto|always|never`: pictures in half blocks, or the placeholders.
enum ImagesMode: String, ExpressibleByArgument, CaseIterable {
    /// Where the terminal shows colour: 24-bit (`COLORTERM=truecolor`) or 256 (`TERM=…256color`).
    case auto
    /// Pictures even where the terminal does not say it has colours for them (24-bit).
    case always
    /// Placeholders, as on a terminal without colour.
    case never

    func colors(usesColor: Bool) -> HalfBlocks.Colors? {
        switch self {
        case .never: return nil
        case .always: return PictureColors.detect(usesColor: true, environment: TerminalUI.Environment.value) ?? .trueColor
        case .auto: return PictureColors.detect(usesColor: usesColor, environment: TerminalUI.Environment.value)
        }
    }
}
