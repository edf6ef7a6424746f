import TerminalUI
import SDUI
import SDUISession

/// Everything the interactive app reacts to, in one stream: keys, the
/// session's changes and requests, the clock, and finished work.
indirect enum AppEvent: Sendable {
    case key(Key, sequence: Int)
    /// Input ended (stdin closed, or a scripted key list ran out).
    case keysEnded
    case session(SessionChange)
    case alert(title: String, message: String?)
    case message(String)
    /// A toast (`showToast`, a `done` result's `toast`): the status line says it for `seconds`.
    case toast(String, seconds: Double)
    /// Text to put on the clipboard through the terminal (OSC 52), written between frames.
    case copyToClipboard(String)
    case input(InputRequest, InputReply)
    /// A session operation the app started has returned.
    case taskFinished
    /// The clock: spinner, message expiry, resize polling; with the
    /// accessories' state at that moment, if there are any.
    case tick(accessories: AccessoryRound?)
    /// The terminal was resized.
    case resized
    /// The accessories' state after a key or a session operation.
    case accessoriesUpdated(AccessoryRound)
    /// A typed line (the plain client, `--plain`, reads lines rather than keys).
    case line(String)
    /// Line input ended.
    case linesEnded
}
