import TerminalUI
import JSON
import SDUI

/// Work the app's state machine asks the run loop to do: session calls run
/// as tasks of their own so the loop keeps reading keys (the session may
/// ask the user something in the middle of an action).
indirect enum AppEffect: Sendable, Equatable {
    case perform(Action, componentID: String?)
    case setState(JSONValue?, key: String)
    case back
    case refresh
    case retry
    /// Load the next page of a list on the top screen from the server.
    case loadNextPage(listID: String)
    case quit
    /// Draw every row again (after a resize or Ctrl-L).
    case redrawAll
    /// Go to the background (Ctrl-Z): the app's `suspend` hook, then a full redraw.
    case suspend
    /// Write the clipboard sequence for this text to the terminal, between frames.
    case copyToClipboard(String)
    /// A key one of the app's accessories answers (by its index in the app's list).
    case accessoryKey(Key, accessory: Int)
    /// Show what the program's inspector says of this element (the inspect key).
    case inspect(ScreenPath, componentID: String)
}
