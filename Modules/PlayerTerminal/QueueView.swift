import Player
import PlayerContract
import SDUI
import TerminalUI

/// The queue view, drawn below the now-playing bar when `u` shows it: the
/// tracks around the current one with their jump keys, where the current
/// one sits in the whole queue, and whether the rest is still loading.
///
/// ```
/// Queue · 4 of 10                                        1–7 play · u hide
///  1     Track 2 — Test                                               1:40
///  2     Track 3 — Test                                               1:40
///  3 ▶   Track 4 — Test                                               1:40
///  4     Track 5 — Test                                               1:40
/// ```
///
/// It reads only the rows it shows, however long the queue is.
enum QueueView {
    static let loadingLine = "loading the rest of the queue…"
    static let unavailableLine = "the rest of the queue could not load"

    /// The rows for `snapshot`; none when nothing plays.
    static func lines(_ snapshot: PlaybackSnapshot, width: Int, theme: Theme) -> [RenderedLine] {
        guard snapshot.status != .stopped, let current = snapshot.index, snapshot.track != nil else { return [] }
        let window = QueueWindow(count: snapshot.queue.count, current: current)
        var lines = [header(snapshot, current: current, rows: window.range.count, width: width, theme: theme)]
        for (offset, index) in window.range.enumerated() {
            lines.append(row(snapshot, index: index, key: offset + 1, isCurrent: index == current, width: width, theme: theme))
        }
        switch snapshot.queueState {
        case .complete: break
        case .loading: lines.append(RenderedLine("    " + loadingLine, style: theme.secondary))
        case .unavailable: lines.append(RenderedLine("    " + unavailableLine, style: theme.secondary))
        }
        return lines
    }

    /// `Queue · 4 of 10`, or `Queue · 4 of …` while the rest loads, with the view's keys on the right.
    private static func header(_ snapshot: PlaybackSnapshot, current: Int, rows: Int, width: Int, theme: Theme) -> RenderedLine {
        let position: String
        if snapshot.queueState == .loading {
            position = "\((snapshot.expectedIndex ?? current) + 1) of …"
        } else {
            position = "\(current + 1) of \(snapshot.queue.count)"
        }
        let keys = rows > 1 ? "1–\(rows) play · u hide" : "u hide"
        return Paragraph.justified(left: [Span("Queue · ", style: theme.heading), Span(position, style: theme.heading)],
                                   right: [Span(keys, style: theme.secondary)], width: width)
    }

    /// ` 3 ▶    Title — Subtitle        1:40`: the jump key, the current track's mark, the track.
    private static func row(_ snapshot: PlaybackSnapshot, index: Int, key: Int, isCurrent: Bool, width: Int,
                            theme: Theme) -> RenderedLine {
        let track = snapshot.queue[index]
        var mark = isCurrent ? (snapshot.status == .paused ? MiniPlayerLine.pausedSymbol : MiniPlayerLine.playingSymbol) : ""
        while DisplayWidth.of(mark) < 2 { mark += " " }
        var left = [Span(" \(key) ", style: theme.secondary), Span(mark, style: theme.heading), Span("  "),
                    Span(track.title, style: isCurrent ? theme.heading : theme.title)]
        if let subtitle = track.subtitle, !subtitle.isEmpty {
            left += [Span(" — ", style: theme.secondary), Span(subtitle, style: theme.secondary)]
        }
        return Paragraph.justified(left: left, right: [Span(TrackDuration.format(track.duration), style: theme.secondary)],
                                   width: width)
    }
}
