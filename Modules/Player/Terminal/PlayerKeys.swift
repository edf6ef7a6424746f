import TerminalUI

/// The player's keys in the interactive app, chosen among the keys the app
/// leaves free while browsing (Space already scrolls and flips toggles).
///
/// | Key | Does |
/// | --- | --- |
/// | `p` | play or pause |
/// | `>` `.` | next track |
/// | `<` `,` | previous track (the start of this one when more than 3 s in) |
/// | `]` `[` | forward, back 10 seconds |
/// | `x` | stop |
public enum PlayerKeys {
    /// What a key asks of the player.
    public enum Command: Sendable, Equatable {
        case togglePause, next, previous, stop
        /// Seconds forward (negative: back) from the current position.
        case seek(by: Double)
    }

    /// Seconds `]` and `[` move.
    public static let seekStep = 10.0

    /// The keys with what they do, for the app (which routes them) and for help texts.
    public static let bindings: [AccessoryKeyBinding] = [
        AccessoryKeyBinding(keys: [.character("p")], label: "p", meaning: "play or pause"),
        AccessoryKeyBinding(keys: [.character(">"), .character(".")], label: "> .", meaning: "next track"),
        AccessoryKeyBinding(keys: [.character("<"), .character(",")], label: "< ,",
                            meaning: "previous track (the start of this one when more than 3 s in)"),
        AccessoryKeyBinding(keys: [.character("]")], label: "]", meaning: "forward 10 seconds"),
        AccessoryKeyBinding(keys: [.character("[")], label: "[", meaning: "back 10 seconds"),
        AccessoryKeyBinding(keys: [.character("x")], label: "x", meaning: "stop"),
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
        default: return nil
        }
    }

    /// The status line's reminder while the bar shows.
    static func hint(paused: Bool) -> String {
        "p \(paused ? "play" : "pause") · < > track · [ ] 10 s · x stop"
    }
}
