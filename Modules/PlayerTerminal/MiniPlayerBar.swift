import Player
import TerminalUI

/// The bar drawn at the bottom of every screen while something plays: a
/// rule, then the mini-player line.
///
/// ```
/// ───────────────────────────────────────────────────────────────────
/// ▶ Concerto No. 3: Allegro — J.S. Bach                   1:23 / 5:44
/// ```
enum MiniPlayerBar {
    /// The bar's rows for `snapshot`; none when nothing plays.
    static func lines(_ snapshot: PlaybackSnapshot, width: Int, theme: Theme) -> [RenderedLine] {
        guard let line = MiniPlayerLine.line(snapshot, width: width, theme: theme) else { return [] }
        return [RenderedLine(String(repeating: "─", count: max(0, width)), style: theme.border), line]
    }
}
