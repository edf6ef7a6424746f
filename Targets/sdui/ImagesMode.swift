import ArgumentParser
import TerminalImages
import TerminalUI

/// `--images auto|always|kitty|sixel|never`: how pictures are drawn, or the placeholders.
enum ImagesMode: String, ExpressibleByArgument, CaseIterable {
    /// The terminal's pixel protocol where it answers for one (`GraphicsQuery`, `sdui open` only),
    /// else half blocks where it shows colour: 24-bit (`COLORTERM=truecolor`) or 256 (`TERM=…256color`).
    case auto
    /// Half blocks wherever colours are on, even where the terminal does not say which (24-bit then).
    case always
    /// kitty's graphics protocol, without asking (a terminal behind a multiplexer that does not pass the question).
    case kitty
    /// Sixel, without asking.
    case sixel
    /// Placeholders, as on a terminal without colour.
    case never

    /// Refuses kitty and sixel for a command that writes lines to a stream (`render`, `widget`):
    /// pixel protocols draw over a screen that `sdui open` keeps.
    func checkWritesLines(command: String) throws {
        if self == .kitty || self == .sixel {
            throw ValidationError("--images \(rawValue) draws over a screen that `sdui open` keeps; `sdui \(command)` writes lines, so it takes auto, always or never")
        }
    }

    /// Whether `sdui open` asks the terminal which protocol it speaks.
    func asksTerminal(usesColor: Bool) -> Bool {
        self == .auto && usesColor && GraphicsQuery.mayAsk(environment: TerminalUI.Environment.value)
    }

    /// The half blocks' colours (also what a pixel protocol falls back to); nil: placeholders.
    func colors(usesColor: Bool) -> HalfBlocks.Colors? {
        switch self {
        case .never: return nil
        case .always, .kitty, .sixel:
            // Half blocks without colour are only blocks: no colour, no pictures.
            guard usesColor else { return nil }
            return PictureColors.detect(usesColor: true, environment: TerminalUI.Environment.value) ?? .trueColor
        case .auto: return PictureColors.detect(usesColor: usesColor, environment: TerminalUI.Environment.value)
        }
    }

    /// The colours for a terminal that draws with `pixelProtocol`: one that answered for kitty
    /// or sixel gets pictures even where `COLORTERM` and `TERM` do not say its colours (24-bit then).
    func colors(usesColor: Bool, pixelProtocol: PictureProtocol) -> HalfBlocks.Colors? {
        guard pixelProtocol != .halfBlocks, usesColor, self != .never else { return colors(usesColor: usesColor) }
        return colors(usesColor: usesColor) ?? .trueColor
    }

    /// The protocol pictures are drawn with, from the terminal's answers (`auto`) or as chosen.
    func pixelProtocol(answers: GraphicsQuery.Answers?, windowCell: CellSize?) -> PictureProtocol {
        switch self {
        case .auto:
            guard let answers else { return .halfBlocks }
            return GraphicsQuery.choose(answers, environment: TerminalUI.Environment.value, windowCell: windowCell)
        case .kitty: return .kitty
        case .sixel: return .sixel(cell: windowCell ?? answers?.cell ?? .common)
        case .always, .never: return .halfBlocks
        }
    }
}
