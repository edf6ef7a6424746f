import TerminalUI
import JSON
import SDUI
import SDUISession

/// The interactive client's state machine: events in, effects and frames out.
///
/// It never waits and never does I/O: `TerminalApp` feeds it events, runs
/// the effects it returns (session calls) as tasks, and writes the frames
/// it composes. That keeps every key binding and overlay testable as plain
/// values.
struct AppController {
    var state = AppState()
    let renderer: EntryRenderer
    /// Ticks (of the app's clock) a passing message stays up.
    var messageTicks = 40
    /// The app's clock (`TerminalApp.Configuration.tickInterval`), for a toast's seconds in ticks.
    var tickInterval: Duration = .milliseconds(100)

    /// The top entry's document as last drawn, for focus movement and search.
    var document = RenderedDocument(titleBar: [], body: [])
    /// Body rows on screen in the last frame.
    var bodyHeight = 1
    /// The width `document` was laid out for.
    var documentWidth = 80
    var size = TerminalSize(columns: 80, rows: 24)
    /// Keys the app's accessories answer → the accessory's index; the app's own bindings win.
    let accessoryKeys: [Key: Int]
    /// The program can inspect elements (`TerminalApp.Configuration.inspect`): the `i` key works.
    var inspects = false

    /// - Parameter accessoryBindings: each accessory's key bindings, in the app's order; a key
    ///   two accessories claim goes to the first.
    init(renderer: EntryRenderer, accessoryBindings: [[AccessoryKeyBinding]] = []) {
        self.renderer = renderer
        var keys: [Key: Int] = [:]
        for (index, bindings) in accessoryBindings.enumerated() {
            for key in bindings.flatMap(\.keys) where keys[key] == nil { keys[key] = index }
        }
        accessoryKeys = keys
    }

    var theme: Theme { renderer.screens.theme }
    /// The client's own words, in the person's language.
    var texts: UITexts { renderer.screens.texts }

    /// True when nothing the user started is still running (or the app is waiting for the user's answer).
    var isIdle: Bool { state.tasksInFlight == 0 || state.prompt != nil }

    mutating func handle(_ event: AppEvent) -> [AppEffect] {
        switch event {
        case .key(let key, let sequence):
            state.lastKeySequence = sequence
            return handle(key)
        case .keysEnded:
            return [.quit]
        case .session(let change):
            apply(change)
            return []
        case .alert(let title, let message):
            state.alerts.append(AppState.Alert(title: title, message: message))
            return []
        case .message(let text):
            state.message = AppState.Message(text: text, expires: state.tick + messageTicks)
            return []
        case .toast(let text, let seconds):
            // A newer toast replaces the one showing: the status line says one thing at a time.
            state.toast = AppState.Message(text: text, expires: state.tick + ticks(forSeconds: seconds))
            return []
        case .copyToClipboard(let text):
            return [.copyToClipboard(text)]
        case .input(let request, let reply):
            if let previous = state.prompt { previous.reply.resolve(nil) }
            var prompt = AppState.Prompt(request: request, reply: reply)
            if case .choice = request.input { prompt.selection = 0 }
            state.prompt = prompt
            return []
        case .taskFinished:
            state.tasksInFlight = max(0, state.tasksInFlight - 1)
            return []
        case .tick(let accessories):
            if let accessories { apply(accessories) }
            state.tick += 1
            if let message = state.message, state.tick > message.expires { state.message = nil }
            // Shown for exactly its ticks: a 2 s toast is gone at the 20th tick of 100 ms.
            if let toast = state.toast, state.tick >= toast.expires { state.toast = nil }
            return []
        case .resized:
            return [.redrawAll]
        case .accessoriesUpdated(let round):
            apply(round)
            return []
        case .line, .linesEnded:
            // Lines are the plain client's input; this one reads keys.
            return []
        }
    }

    /// Keeps each accessory's rows unless a newer round arrived first; news
    /// it reports becomes the passing message either way (it is said once).
    private mutating func apply(_ round: AccessoryRound) {
        let current = round.stamp > state.accessoryStamp
        if current { state.accessoryStamp = round.stamp }
        for (index, update) in round.updates.enumerated() {
            if current { state.accessories[index] = update }
            if let text = update.message { state.message = AppState.Message(text: text, expires: state.tick + messageTicks) }
        }
    }

    /// Ticks of the clock that last `seconds` (at least one): the contract
    /// bounds a toast's seconds (`ShowToastAction.durations`), and the result
    /// is clamped again here, so no value makes a tick count overflow.
    func ticks(forSeconds seconds: Double) -> Int {
        let (whole, attoseconds) = tickInterval.components
        let interval = Double(whole) + Double(attoseconds) / 1e18
        guard interval > 0, seconds.isFinite else { return messageTicks }
        let bounded = min(max(seconds, ShowToastAction.durations.lowerBound), ShowToastAction.durations.upperBound)
        return max(1, Int((bounded / interval).rounded(.up)))
    }

    /// Cancels anything waiting for the user; called when the app stops.
    mutating func shutDown() {
        state.prompt?.reply.resolve(nil)
        state.prompt = nil
        state.running = false
    }

    // MARK: Session changes

    mutating func apply(_ change: SessionChange) {
        switch change {
        case .stackChanged(let top, let depth):
            let kept = Array(state.stack.prefix(max(0, depth - 1)))
            state.stack = kept + (top.map { [$0] } ?? [])
            let live = Set(state.stack.map(\.id))
            state.focus = state.focus.filter { live.contains($0.key) }
            state.viewports = state.viewports.filter { live.contains($0.key) }
            state.caches = state.caches.filter { live.contains($0.key) }
            state.lazyRows = state.lazyRows.filter { live.contains($0.key) }
            state.pendingState = state.pendingState.filter { live.contains($0.key) }
            state.searchMatch = nil
            if case .editing = state.mode { state.mode = .browsing }
            state.menu = nil
        case .entryUpdated(let entry, let diff):
            guard let index = state.stack.lastIndex(where: { $0.id == entry.id }) else { return }
            let previous = state.stack[index]
            state.stack[index] = entry
            // A failed validation asks for the first invalid field.
            if let request = entry.state.focusRequest, request.round != previous.state.focusRequest?.round {
                state.focus[entry.id] = request.componentID
                if case .editing = state.mode { state.mode = .browsing }
            }
            state.pendingState[entry.id] = nil
            let cache = state.caches[entry.id] ?? LayoutCache()
            state.caches[entry.id] = cache
            if let diff {
                cache.apply(diff)
                if diff.chromeChanged || !diff.removed.isEmpty { state.searchMatch = nil }
            } else if previous.screen == nil || entry.screen == nil {
                // A new screen (loaded, retried): nothing cached is known to be current.
                cache.removeAll()
            }
        }
    }

    // MARK: Documents

    /// The document of `entry` at `width`, with its focus and cache, and
    /// the title bar's marker its place on the stack gives it.
    func render(_ entry: NavigationEntry, width: Int, focused: Bool) -> RenderedDocument {
        let place = StackPlace(of: entry, in: state.stack)
        var focus = FocusState.none
        if focused {
            focus.focusedID = state.focus[entry.id]
            if case .editing(let edit) = state.mode, edit.targetID == focus.focusedID { focus.editingText = edit.text }
        }
        // The session resolved the screen for the entry's own state already:
        // only edits not yet confirmed make it read in another one (resolving
        // a 1,000-row screen again took a third of a timer's tick).
        let edited = state.pendingState[entry.id].map { !$0.isEmpty } ?? false
        return renderer.render(entry, state: edited ? state.state(of: entry) : nil, width: width, focus: focus,
                               canGoBack: place.canGoBack, closes: place.closes,
                               spinnerTick: state.tick, cache: focused ? state.caches[entry.id] : nil,
                               lazyRows: state.lazyRows[entry.id] ?? LazyRows())
    }
}
