import Player
import TerminalUI

/// The player's keys in the interactive app, chosen among the keys the app
/// leaves free while browsing (Space already scrolls and flips toggles;
/// Ctrl-U scrolls, plain `u` is free; digits are free while browsing).
///
/// | Key | Does |
/// | --- | --- |
/// | `p` | play or pause |
/// | `>` `.` | next track |
/// | `<` `,` | previous track (the start of this one when more than 3 s in) |
/// | `]` `[` | forward, back 10 seconds |
/// | `x` | stop |
/// | `u` | show or hide the queue ("up next") |
/// | `1`…`7` | while the queue shows: play the track on that row |
public enum PlayerKeys {
    /// What a key asks of the player.
    public enum Command: Sendable, Equatable {
        case togglePause, next, previous, stop
        /// Seconds forward (negative: back) from the current position.
        case seek(by: Double)
        /// Show or hide the queue view.
        case toggleQueue
        /// Play the track on this row (1-based) of the queue view.
        case playQueueRow(Int)
    }

    /// Seconds `]` and `[` move.
    public static let seekStep = 10.0

    /// The jump keys: one per row the queue view can show.
    static let rowKeys: [Key] = (1...QueueWindow.maxRows).map { Key.character(Character(String($0))) }

    /// The keys with what they do, for the app (which routes them) and for help texts.
    public static let bindings: [AccessoryKeyBinding] = [
        AccessoryKeyBinding(keys: [.character("p")], label: "p", meaning: "play or pause"),
        AccessoryKeyBinding(keys: [.character(">"), .character(".")], label: "> .", meaning: "next track"),
        AccessoryKeyBinding(keys: [.character("<"), .character(",")], label: "< ,",
                            meaning: "previous track (the start of this one when more than 3 s in)"),
        AccessoryKeyBinding(keys: [.character("]")], label: "]", meaning: "forward 10 seconds"),
        AccessoryKeyBinding(keys: [.character("[")], label: "[", meaning: "back 10 seconds"),
        AccessoryKeyBinding(keys: [.character("x")], label: "x", meaning: "stop"),
        AccessoryKeyBinding(keys: [.character("u")], label: "u", meaning: "show or hide the queue (up next)"),
        AccessoryKeyBinding(keys: rowKeys, label: "1–\(QueueWindow.maxRows)",
                            meaning: "while the queue shows: play the track on that row"),
    ]

    /// What `key` asks of the player; nil for a key that is not the player's.
    public static func command(for key: Key) -> Command? {
        switch key {
        case .character("p"): return .togglePause
        case .character(">"), .character("."): return .next
        case .character("<"), .character(","): return .previous
        case .character("]"): return .seek(by: seekStep)
        case .character("["): return .seek(by: -seekStep)
        case .character("x"): return .stop
        case .character("u"): return .toggleQueue
        case .character(let digit):
            guard let row = digit.wholeNumberValue, (1...QueueWindow.maxRows).contains(row), digit.isASCII else { return nil }
            return .playQueueRow(row)
        default: return nil
        }
    }

    /// The status line's reminder while the bar shows (`u` is in the help, and the queue view names its own keys).
    static func hint(paused: Bool) -> String {
        "p \(paused ? "play" : "pause") · < > track · [ ] 10 s · x stop"
    }
}
