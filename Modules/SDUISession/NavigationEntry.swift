import JSON
import SDUI

/// One screen on the navigation stack, in one of three states.
///
/// Loading may already show a title and header that the `navigate` action
/// carried ("prefetched"), so the user sees the next screen at once; a failed
/// load keeps that header and offers a retry.
public struct NavigationEntry: Sendable, Identifiable {
    public indirect enum Phase: Sendable {
        case loading(PrefetchedScreen?)
        case loaded(ScreenLoad)
        case failed(LoadError, PrefetchedScreen?)
    }

    /// What an entry shows: a screen by its path, or a link the server has
    /// not resolved yet (it becomes the screen's path with the first answer,
    /// from the server's `SDUI-Screen-Path`, so refreshing asks for the screen).
    public enum Location: Sendable, Hashable, CustomStringConvertible {
        case screen(ScreenPath)
        case deepLink(String)
        /// A destination that is not a screen path: never sent, it fails again on a retry.
        case invalid(destination: String, reason: String)

        public var description: String {
            switch self {
            case .screen(let path): return path.description
            case .deepLink(let link): return link
            case .invalid(let destination, _): return destination
            }
        }
    }

    /// Unique within a session, so late answers for a popped entry are ignored.
    public let id: Int
    public internal(set) var location: Location
    public let presentation: Presentation
    public internal(set) var phase: Phase
    /// Survives navigating forward and back.
    public internal(set) var state: ScreenState
    /// The loaded screen resolved for `state`, when its document has
    /// expressions (kept current by the session on every state change).
    public internal(set) var resolved: Decoded<Screen>?
    /// Pages loaded into the screen's lists, by list id (applied over `resolved`).
    public internal(set) var pages: [String: LoadedPages] = [:]
    /// Patches applied since the screen was last loaded or revalidated, in
    /// order (applied over the pages); a load or revalidation drops them,
    /// since the server's answer then says what the screen is.
    public internal(set) var patches: [Patch] = []
    /// The patches among them whose targets only a loaded page holds:
    /// applied over the pages on every change. Every other patch went into
    /// the screen's document when it arrived.
    var overlayPatches: [Patch] = []
    /// The `initialState` of the last screen loaded, to tell the user's values from the server's.
    var serverState: JSONObject?
    /// When the screen was last loaded or revalidated (or tried), for `refreshInterval`.
    public internal(set) var fetchedAt: ContinuousClock.Instant?
    /// How many answers the server gave for the screen (loads and
    /// revalidations, a 304 too; failed tries and offline copies not), so an
    /// optimistic change can tell the server's fresh word from a refresh that failed.
    var serverAnswers = 0
    /// What the screen's triggers decided so far (edges, values, budget), kept with the entry.
    var triggers = TriggerEngine()
    /// Where the screen's timers are (§8.5), kept with the entry, so a screen under another holds them.
    var timerEngine = TimerEngine()
    /// What the screen's visibility actions saw so far in this view (§8.6), made at the first report.
    var impressionEngine: ImpressionEngine?
    /// Why the screen's triggers were last stopped, if they were (a loop, the budget).
    public internal(set) var triggerDiagnostics: [Diagnostic] = []

    init(id: Int, location: Location, presentation: Presentation, phase: Phase, state: ScreenState = ScreenState()) {
        self.id = id
        self.location = location
        self.presentation = presentation
        self.phase = phase
        self.state = state
    }

    /// The screen path, or the link while it is not resolved: for messages and observers.
    public var path: String { location.description }

    /// The screen's path, once known.
    public var screenPath: ScreenPath? {
        if case .screen(let path) = location { return path }
        return nil
    }

    /// The loaded screen as it reads in the current state.
    public var screen: Screen? { decoded?.value }

    /// The loaded screen for the current state, with its diagnostics.
    public var decoded: Decoded<Screen>? {
        if case .loaded(let load) = phase { return resolved ?? load.decoded }
        return nil
    }

    /// The loaded screen as it reads in `state` (one being edited, not yet
    /// the entry's), with the pages loaded into its lists.
    public func decoded(in state: ScreenState) -> Decoded<Screen>? {
        load.map { withOverlays($0.screen(in: state)) }
    }

    /// Whether pages or patches change the screen as it arrived.
    var hasOverlays: Bool { !pages.isEmpty || !overlayPatches.isEmpty }

    /// `decoded` with the rows of the pages loaded into its lists appended,
    /// then the patches that reach into them applied. A patch was checked when it arrived; one
    /// that no longer fits (the state hid its target) is skipped.
    func withOverlays(_ decoded: Decoded<Screen>) -> Decoded<Screen> {
        guard hasOverlays else { return decoded }
        var screen = pages.reduce(decoded.value) { screen, list in list.value.apply(to: screen, listID: list.key) }
        for patch in overlayPatches { screen = (try? screen.applying(patch)) ?? screen }
        return Decoded(value: screen, diagnostics: decoded.diagnostics)
    }

    public var load: ScreenLoad? {
        if case .loaded(let load) = phase { return load }
        return nil
    }

    /// The loaded title, or the prefetched one while loading or after a failure.
    public var title: String? {
        switch phase {
        case .loaded: return screen?.title
        case .loading(let prefetched), .failed(_, let prefetched): return prefetched?.title
        }
    }

    /// The loaded header, or the prefetched one.
    public var header: Header? {
        switch phase {
        case .loaded: return screen?.header
        case .loading(let prefetched), .failed(_, let prefetched): return prefetched?.header
        }
    }

    public var isLoading: Bool {
        if case .loading = phase { return true }
        return false
    }

    public var error: LoadError? {
        if case .failed(let error, _) = phase { return error }
        return nil
    }
}
