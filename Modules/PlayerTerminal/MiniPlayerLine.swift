import Player
import PlayerContract
import SDUI
import TerminalUI

/// What plays, in one line: the same for the `miniPlayer` row on a screen
/// and the bar at the bottom of every screen.
///
/// ```
/// ▶ Concerto No. 3: Allegro — J.S. Bach                 1:23 / 5:44
/// ❚❚ Concerto No. 3: Allegro — J.S. Bach                1:23 / 5:44
/// ```
enum MiniPlayerLine {
    static let playingSymbol = "▶"
    static let pausedSymbol = "❚❚"

    /// The line for `snapshot`, or nil when nothing plays (stopped, or no track).
    /// - Parameter titleStyle: the title's style, when it differs from the theme's (a focused row).
    static func line(_ snapshot: PlaybackSnapshot, width: Int, theme: Theme, titleStyle: Style? = nil) -> RenderedLine? {
        guard snapshot.status != .stopped, let track = snapshot.track else { return nil }
        let symbol = snapshot.status == .paused ? pausedSymbol : playingSymbol
        var left = [Span(symbol + " ", style: theme.heading), Span(track.title, style: titleStyle ?? theme.title)]
        if let subtitle = track.subtitle, !subtitle.isEmpty {
            left += [Span(" — ", style: theme.secondary), Span(subtitle, style: theme.secondary)]
        }
        return Paragraph.justified(left: left, right: [Span(time(snapshot, duration: track.duration), style: theme.secondary)],
                                   width: width)
    }

    /// `1:23 / 4:05`: whole seconds played (a player never shows a second it has not reached) and the length.
    static func time(_ snapshot: PlaybackSnapshot, duration: Double) -> String {
        let played = max(0, min(snapshot.position, duration)).rounded(.down)
        return TrackDuration.format(played) + " / " + TrackDuration.format(duration)
    }
}
