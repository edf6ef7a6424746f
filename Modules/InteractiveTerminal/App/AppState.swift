import TerminalUI
import JSON
import SDUI
import SDUISession

/// Everything the interactive app knows between two events.
struct AppState {
    /// A copy of the session's navigation stack, kept current from its changes.
    var stack: [NavigationEntry] = []
    /// Per entry id: the focused target, the scroll position, the layout cache.
    var focus: [Int: String] = [:]
    var viewports: [Int: Viewport] = [:]
    var caches: [Int: LayoutCache] = [:]
    /// Rows of each lazy list laid out so far, per entry id (absent: the first `LazyRows.initialRows`).
    var lazyRows: [Int: LazyRows] = [:]
    /// Values written to the session but not yet confirmed by it, per entry id.
    var pendingState: [Int: [String: JSONValue?]] = [:]
    /// Lists whose next page came within reach of the view, for the run loop to load.
    var pageRequests: [String] = []
    /// Cursors already asked for, so a page is requested once (a failed one again only by Enter).
    var requestedPages: Set<String> = []
    /// What the last frame showed of the top screen's tracked components, and the last report the run loop took.
    var seen: SeenReport?
    var reportedSeen: SeenReport?

    var mode: Mode = .browsing
    var alerts: [Alert] = []
    var message: Message?
    /// The status line's toast, until its tick; keys leave it (it covers nothing).
    var toast: Message?
    var prompt: Prompt?
    var menu: Menu?
    var lastSearch: String?
    /// Body line of the last search match on the top entry.
    var searchMatch: Int?

    /// The last update of each accessory, by its index in the app's list.
    var accessories: [Int: AccessoryUpdate] = [:]
    /// The stamp of the newest `AccessoryRound` applied.
    var accessoryStamp = 0

    var tick = 0
    var tasksInFlight = 0
    var lastKeySequence = -1
    var running = true

    enum Mode: Equatable {
        case browsing
        /// Typing into a text field; the session gets the text on Enter.
        case editing(Edit)
        /// Typing a search query in the status line.
        case searching(String)
    }

    struct Edit: Equatable {
        var targetID: String
        var stateKey: String
        var text: String
        /// Which typed characters the field takes.
        var keyboard: KeyboardKind = .text
    }

    struct Alert: Equatable {
        var title: String
        var message: String?
    }

    struct Message: Equatable {
        var text: String
        /// Tick after which it disappears.
        var expires: Int
    }

    /// A question from the server (request input): free text or a choice.
    struct Prompt {
        var request: InputRequest
        var reply: InputReply
        var text: String = ""
        var selection: Int = 0
    }

    /// The navigation bar's entries as an overlay list (`m`).
    struct Menu: Equatable {
        var targets: [FocusTarget]
        var selection: Int = 0
    }

    var top: NavigationEntry? { stack.last }

    /// The screen state with unconfirmed edits applied.
    func state(of entry: NavigationEntry) -> ScreenState {
        var state = entry.state
        for (key, value) in pendingState[entry.id] ?? [:] { state[key] = value }
        return state
    }

    func cache(for entryID: Int) -> LayoutCache? { caches[entryID] }
}
