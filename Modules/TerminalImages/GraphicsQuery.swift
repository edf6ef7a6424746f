import TerminalUI

/// Finds out which pixel protocol the terminal speaks, by asking it
/// (asked together with the background, `BackgroundQuery.exchange`, so
/// start-up costs one round trip, and DA1's reply ends the wait):
///
/// - kitty's graphics query: a 1 × 1 picture the terminal checks and does
///   not keep (`a=q`); a kitty terminal answers `OK`;
/// - DA1's reply: attribute 4 says sixel;
/// - `CSI 16 t`: the cell's size in pixels, for sixel pictures, where the
///   terminal's window size (`TIOCGWINSZ`) has no pixels.
///
/// A terminal that knows none of these ignores them (APC and unknown CSI
/// are skipped by every VT parser), and the replies are read, never shown.
public enum GraphicsQuery {
    public static let question = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[16t"

    /// What the terminal said.
    public struct Answers: Sendable, Equatable {
        public var kitty = false
        public var sixel = false
        public var cell: CellSize?

        public init(kitty: Bool = false, sixel: Bool = false, cell: CellSize? = nil) {
            self.kitty = kitty
            self.sixel = sixel
            self.cell = cell
        }
    }

    /// Whether to ask at all: not on the Linux console or a dumb terminal,
    /// whose parsers are not known to skip kitty's query.
    public static func mayAsk(environment: (String) -> String?) -> Bool {
        let term = environment("TERM") ?? ""
        return !term.isEmpty && term != "dumb" && term != "linux"
    }

    public static func parse(_ reply: [UInt8]) -> Answers {
        var answers = Answers()
        if let start = BackgroundQuery.end(of: Array("\u{1B}_Gi=31;".utf8), in: reply) {
            answers.kitty = reply[start...].starts(with: Array("OK".utf8))
        }
        if let start = BackgroundQuery.end(of: Array("\u{1B}[?".utf8), in: reply),
           let end = reply[start...].firstIndex(of: UInt8(ascii: "c")) {
            answers.sixel = reply[start..<end].split(separator: UInt8(ascii: ";")).contains { $0.elementsEqual([UInt8(ascii: "4")]) }
        }
        if let start = BackgroundQuery.end(of: Array("\u{1B}[6;".utf8), in: reply),
           let end = reply[start...].firstIndex(of: UInt8(ascii: "t")) {
            let numbers = reply[start..<end].split(separator: UInt8(ascii: ";")).map { Int(String(decoding: $0, as: UTF8.self)) }
            if numbers.count == 2, let height = numbers[0], let width = numbers[1] {
                answers.cell = CellSize(width: width, height: height)
            }
        }
        return answers
    }

    /// The protocol to draw with: kitty where it answered (but not WezTerm
    /// or Konsole, which answer the query without showing placeholders),
    /// else sixel where DA1 says so, else half blocks. A sixel cell's size
    /// comes from the window size in pixels, else the terminal's answer,
    /// else a common 10 × 20.
    public static func choose(_ answers: Answers, environment: (String) -> String?,
                              windowCell: CellSize? = nil) -> PictureProtocol {
        let showsPlaceholders = environment("TERM_PROGRAM") != "WezTerm" && environment("KONSOLE_VERSION") == nil
        if answers.kitty, showsPlaceholders { return .kitty }
        if answers.sixel { return .sixel(cell: windowCell ?? answers.cell ?? .common) }
        return .halfBlocks
    }

    /// The cell size from the terminal's window size in pixels (`TerminalSize.cellPixels`), where it says.
    public static func windowCell(descriptor: Int32) -> CellSize? {
        TerminalSize.cellPixels(descriptor: descriptor).flatMap { CellSize(width: $0.width, height: $0.height) }
    }
}
