import JSON
import SDUI

/// The client session engine: a navigation stack of screens, the actions
/// that change it, and the observers that watch it.
///
/// It holds no UI: a `SessionPresenter` shows what it decides, and I/O goes
/// through `APIClient`, so the same engine runs the terminal client, the clip
/// and tests with an in-memory `HTTPClient`.
///
/// ```swift
/// let session = Session(api: api, registry: registry, presenter: terminal)
/// await session.start(at: "home")
/// await session.perform(button.action, from: component.id)
/// ```
public actor Session {
    public let api: APIClient
    public let registry: FeatureRegistry
    let presenter: any SessionPresenter
    public internal(set) var stack: [NavigationEntry] = []
    private var nextEntryID = 1
    /// Where a 401 sends the user; nil: a 401 is an ordinary failure (see `Session+Authentication`).
    public let authentication: AuthenticationRoute?
    /// The retry waiting for a sign-in, while its login screen is on the stack.
    var pendingSignIn: PendingSignIn?
    /// A timed refresh is under way: the clock's next ticks start no other.
    private var autoRefreshing = false
    /// Screens loading now, by entry id: leaving an entry cancels its load, which
    /// ends the transfer in the transport instead of only ignoring the late answer.
    private var loads: [Int: Task<Result<ScreenLoad, LoadError>, Never>] = [:]
    /// The top screen's live stream, while it is live (`Session+Live`).
    var liveFollow: (entryID: Int, task: Task<Void, Never>)?
    /// Whether that stream is connected now: the timed refresh then waits.
    var liveConnected = false
    /// The clock of the triggers' per-second budget (`Session+Triggers`).
    var triggerClock = TriggerClock.continuous
    /// The screens' timers: their clock and the wake for the next tick (`Session+Timers`).
    var timers = TimerWake()

    public init(api: APIClient, registry: FeatureRegistry, presenter: any SessionPresenter,
                authentication: AuthenticationRoute? = nil) {
        self.api = api
        self.registry = registry
        self.presenter = presenter
        self.authentication = authentication
    }

    public var top: NavigationEntry? { stack.last }

    // MARK: Lifecycle

    /// Starts on a screen; observers learn that a session started.
    public func start(at path: ScreenPath) async {
        await notifyObservers(.sessionStarted)
        _ = await push(.screen(path), presentation: .push, prefetched: nil)
    }

    /// Starts on a screen path written as text (`home`, from a command line);
    /// one that is not a screen path shows as a failed entry saying why.
    public func start(at path: String) async {
        await notifyObservers(.sessionStarted)
        _ = await push(destination: path, presentation: .push, prefetched: nil)
    }

    /// Starts on the screen a deep link resolves to (the clip's entry point).
    /// The entry takes the screen's path from the server's answer, so a
    /// refresh, a retry or a timed refresh asks for the screen, not the link.
    @discardableResult
    public func start(deepLink link: String) async -> ActionOutcome {
        await notifyObservers(.sessionStarted)
        return await push(.deepLink(link), presentation: .push, prefetched: nil)
    }

    public func end() async {
        stopFollowingLive()
        setInForeground(false)
        timers.impressions.task?.cancel()
        timers.impressions.task = nil
        await notifyObservers(.sessionEnded)
    }

    // MARK: Navigation

    /// Pushes a screen and loads it; shows the prefetched title and header at once.
    func push(_ location: NavigationEntry.Location, presentation: Presentation, prefetched: PrefetchedScreen?) async -> ActionOutcome {
        let entry = makeEntry(location, presentation: presentation, prefetched: prefetched)
        stack.append(entry)
        followLiveScreen()
        followTimers()
        await presenter.sessionDidChange(.stackChanged(top: entry, depth: stack.count))
        return await load(entryID: entry.id)
    }

    /// Pushes the screen a `navigate` names. A destination that is not a
    /// screen path (a URL, a path with a query) is a failed entry that says
    /// so: it is never sent to the server as part of a URL.
    func push(destination: String, presentation: Presentation, prefetched: PrefetchedScreen?) async -> ActionOutcome {
        do throws(ScreenPath.Invalid) {
            return await push(.screen(try ScreenPath(validating: destination)), presentation: presentation, prefetched: prefetched)
        } catch {
            return await push(.invalid(destination: destination, reason: error.reason), presentation: presentation, prefetched: prefetched)
        }
    }

    func makeEntry(_ location: NavigationEntry.Location, presentation: Presentation, prefetched: PrefetchedScreen?) -> NavigationEntry {
        defer { nextEntryID += 1 }
        return NavigationEntry(id: nextEntryID, location: location, presentation: presentation, phase: .loading(prefetched))
    }

    /// Goes back one screen; false when already at the root.
    @discardableResult
    public func back() async -> Bool {
        guard stack.count > 1 else { return false }
        cancelLoads(of: [stack.removeLast()])
        followLiveScreen()
        followTimers()
        await presenter.sessionDidChange(.stackChanged(top: stack.last, depth: stack.count))
        if let top = stack.last { await reportView(of: top) }
        return true
    }

    /// Closes the top-most sheet or full-screen presentation and everything pushed on it.
    @discardableResult
    public func dismiss() async -> Bool {
        guard let index = stack.lastIndex(where: { $0.presentation != .push }), index > 0 else { return await back() }
        cancelLoads(of: Array(stack[index...]))
        stack.removeSubrange(index...)
        followLiveScreen()
        followTimers()
        await presenter.sessionDidChange(.stackChanged(top: stack.last, depth: stack.count))
        return true
    }

    /// Cancels the loads of entries that left the stack.
    private func cancelLoads(of entries: [NavigationEntry]) {
        for entry in entries { loads.removeValue(forKey: entry.id)?.cancel() }
    }

    /// Loads the top screen again after a failure.
    public func retry() async {
        guard let top = stack.last, case .failed(_, let prefetched) = top.phase else { return }
        update(entryID: top.id) { $0.phase = .loading(prefetched) }
        if let entry = entry(top.id) { await presenter.sessionDidChange(.entryUpdated(entry, diff: nil)) }
        _ = await load(entryID: top.id)
    }

    /// Re-requests the top screen with its ETag. Unchanged: nothing is redrawn.
    /// Changed: the presenter gets a diff by component id.
    @discardableResult
    public func refresh() async -> ActionOutcome {
        await refresh(quietly: false)
    }

    /// Clients revalidate a screen at most this often, whatever its `refreshInterval` says.
    public static let minimumRefreshInterval: Duration = .seconds(5)

    /// How long to wait before revalidating something shown: its
    /// `refreshInterval`, else `fallback`, never under the floor. Screens
    /// and the widget both wait this long.
    public static func refreshDelay(requested seconds: Int?, fallback: Duration) -> Duration {
        max(seconds.map { .seconds($0) } ?? fallback, minimumRefreshInterval)
    }

    /// Revalidates the top screen when its `refreshInterval` (at least
    /// `minimumRefreshInterval`) has passed since it was fetched; a UI calls
    /// it from its clock. An unchanged screen costs a 304 and no redraw; a
    /// failure keeps the screen as it is, says nothing, and is tried again
    /// after another interval.
    @discardableResult
    public func refreshIfDue(now: ContinuousClock.Instant = .now) async -> Bool {
        guard let top, let seconds = top.screen?.refreshInterval, let fetchedAt = top.fetchedAt, !top.isLoading else { return false }
        // A connected live stream says when the screen changes: no need to ask.
        if liveConnected, liveFollow?.entryID == top.id { return false }
        guard now - fetchedAt >= Self.refreshDelay(requested: seconds, fallback: .seconds(seconds)), !autoRefreshing else { return false }
        autoRefreshing = true
        defer { autoRefreshing = false }
        _ = await refresh(quietly: true)
        return true
    }

    func refresh(quietly: Bool) async -> ActionOutcome {
        guard let top = stack.last else { return .failed("nothing to refresh") }
        guard let previous = top.screen else {
            await retry()
            return .completed
        }
        let result = await Self.fetch(top.location, from: api)
        switch result {
        case .success(let load):
            update(entryID: top.id) { entry in
                if let path = load.screenPath { entry.location = .screen(path) }
                entry.phase = .loaded(load)
                entry.patches = []
                entry.overlayPatches = []
                entry.fetchedAt = .now
                if !load.isOffline { entry.serverAnswers += 1 }
                Self.mergeInitialState(load.decoded.value.initialState, into: &entry)
            }
            followLiveScreen()
            // Against the new screen as it reads in the current state.
            let diff = ScreenDiff(from: previous, to: entry(top.id)?.screen ?? load.decoded.value)
            if load.source != .notModified, !diff.isEmpty || load.isOffline != (top.load?.isOffline ?? false),
               let entry = entry(top.id) {
                await presenter.sessionDidChange(.entryUpdated(entry, diff: diff))
            }
            // A revalidated screen arrives again: its triggers see the state the server's values left.
            await runTriggers(of: top.id)
            await timersArrived(at: top.id)
            return .completed
        case .failure(let error):
            update(entryID: top.id) { $0.fetchedAt = .now }
            if !quietly { await presenter.showMessage("Could not refresh: \(error)") }
            return .failed(error.description)
        }
    }

    // MARK: State

    /// Writes a value of the top screen's state (a text field or toggle binding).
    public func setState(_ value: JSONValue?, forKey key: String) async {
        guard let top = stack.last else { return }
        await changeState(of: top.id) { state in
            state[key] = value
            state.clearFieldError(forKey: key)
        }
    }

    /// Changes an entry's state and redraws what that changed: only the
    /// components whose resolved content moved, when the screen has expressions.
    func changeState(of entryID: Int, _ change: (inout ScreenState) -> Void) async {
        guard let before = entry(entryID) else { return }
        update(entryID: entryID) { change(&$0.state) }
        if before.resolved != nil {
            await stateDidChange(entryID: entryID, from: before.screen)
        } else if let entry = entry(entryID) {
            await presenter.sessionDidChange(.entryUpdated(entry, diff: nil))
        }
        await runTriggers(of: entryID)
    }

    public func stateValue(forKey key: String) -> JSONValue? {
        stack.last?.state[key]
    }

    // MARK: Loading

    func load(entryID: Int) async -> ActionOutcome {
        guard let entry = entry(entryID) else { return .cancelled }
        let (api, location) = (self.api, entry.location)
        let task = Task { () async -> Result<ScreenLoad, LoadError> in await Self.fetch(location, from: api) }
        loads[entryID] = task
        let result = await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
        loads[entryID] = nil
        let outcome = await finishLoad(entryID: entryID, result: result)
        if case .failure(.unauthorized) = result { await requireSignIn(retrying: .reload(entryID: entryID)) }
        return outcome
    }

    private func finishLoad(entryID: Int, result: Result<ScreenLoad, LoadError>) async -> ActionOutcome {
        // The user may have gone back while this loaded.
        guard entry(entryID) != nil else { return .cancelled }
        switch result {
        case .success(let load):
            update(entryID: entryID) { entry in
                if let path = load.screenPath { entry.location = .screen(path) }
                entry.phase = .loaded(load)
                entry.patches = []
                entry.overlayPatches = []
                entry.fetchedAt = .now
                if !load.isOffline { entry.serverAnswers += 1 }
                Self.mergeInitialState(load.decoded.value.initialState, into: &entry)
            }
            guard let loaded = entry(entryID) else { return .cancelled }
            followLiveScreen()
            await presenter.sessionDidChange(.entryUpdated(loaded, diff: nil))
            await reportView(of: loaded)
            await runTriggers(of: entryID)
            await timersArrived(at: entryID)
            return .completed
        case .failure(let error):
            update(entryID: entryID) { entry in
                if case .loading(let prefetched) = entry.phase {
                    entry.phase = .failed(error, prefetched)
                } else {
                    entry.phase = .failed(error, nil)
                }
            }
            if let failed = entry(entryID) { await presenter.sessionDidChange(.entryUpdated(failed, diff: nil)) }
            return .failed(error.description)
        }
    }

    /// The screen at `location`: by its path, or by asking the server to resolve the link.
    static func fetch(_ location: NavigationEntry.Location, from api: APIClient) async -> Result<ScreenLoad, LoadError> {
        do throws(LoadError) {
            switch location {
            case .screen(let path): return .success(try await api.screen(at: path))
            case .deepLink(let link): return .success(try await api.screen(forDeepLink: link))
            case .invalid(let destination, let reason): throw .invalidDestination(destination, reason: reason)
            }
        } catch {
            return .failure(error)
        }
    }

    /// Keys the user has not changed take the server's initial values: a key
    /// with no value, or one still holding what the server sent last time
    /// (so a refreshed screen's `favourite: true` replaces the `false` it sent
    /// before, while a half-typed field survives).
    private static func mergeInitialState(_ initial: JSONObject?, into entry: inout NavigationEntry) {
        let previous = entry.serverState
        entry.serverState = initial
        guard let initial else { return }
        for (key, value) in initial {
            let current = entry.state[key]
            if current == nil || (current != value && current == previous?[key]) { entry.state[key] = value }
        }
    }

    private func reportView(of entry: NavigationEntry) async {
        guard let load = entry.load else { return }
        let decoded = entry.decoded ?? load.decoded
        let screen = decoded.value
        await notifyObservers(.screenViewed(path: entry.path, screenID: screen.id, analytics: screen.analytics))
        if !decoded.diagnostics.isEmpty {
            await notifyObservers(.diagnosticsSeen(path: entry.path, diagnostics: decoded.diagnostics))
        }
    }

    func notifyObservers(_ event: SessionEvent) async {
        for observer in registry.observers { await observer.observe(event) }
    }

    // MARK: Entries

    func entry(_ id: Int) -> NavigationEntry? {
        stack.last(where: { $0.id == id })
    }

    /// Changes an entry; a loaded screen with expressions is resolved again
    /// for the entry's state, so what it shows follows every change.
    func update(entryID: Int, _ change: (inout NavigationEntry) -> Void) {
        guard let index = stack.lastIndex(where: { $0.id == entryID }) else { return }
        change(&stack[index])
        if case .loaded(let load) = stack[index].phase, let document = load.document, document.dependsOnState {
            stack[index].resolved = document.screen(in: stack[index].state)
        } else {
            stack[index].resolved = nil
        }
        if stack[index].hasOverlays, let shown = stack[index].resolved ?? stack[index].load?.decoded {
            stack[index].resolved = stack[index].withOverlays(shown)
        }
    }

    /// Tells the presenter that a state change altered the top screen, with
    /// what changed, so only that is redrawn.
    func stateDidChange(entryID: Int, from previous: Screen?) async {
        guard let entry = entry(entryID) else { return }
        let diff = previous.flatMap { old in entry.screen.map { ScreenDiff(from: old, to: $0) } }
        await presenter.sessionDidChange(.entryUpdated(entry, diff: diff))
    }
}
