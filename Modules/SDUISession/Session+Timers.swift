import JSON
import SDUI

/// The session's side of the timers, kept in one stored property, and of
/// impressions, which wake on the same clock (each stored property of the
/// actor costs the clip its accessors).
struct TimerWake {
    /// The clock the screens' timers run on.
    var clock: any TimerClock = ContinuousTimerClock()
    /// The sleep until the top screen's next timer is due.
    var task: Task<Void, Never>?
    /// Whether the program is in the foreground: timers hold while it is not.
    var inForeground = true
    /// A round of timers is running: a wake meanwhile leaves it to that round.
    var running = false
    /// The reported entry and the wake for its next visibility action (`Session+Impressions`).
    var impressions = ImpressionWake()
}

extension Session {
    /// Runs the screens' timers (and the triggers' per-second budget) on
    /// `clock`: a test's `ManualTimerClock` steps a countdown exactly.
    public func useTimerClock(_ clock: any TimerClock) {
        timers.clock = clock
        triggerClock = TriggerClock { clock.now() }
        followTimers()
    }

    /// The program went to the background (`false`) or came back: the top
    /// screen's timers hold while it is away, and go on from where they were.
    public func setInForeground(_ foreground: Bool) {
        timers.inForeground = foreground
        followTimers()
    }

    /// Where the top screen's timer `id` is (`idle`, `running`, `paused`, `ended`), for tests and inspectors.
    public func timerPhase(_ id: String) -> String? {
        top?.timerEngine.phase(of: id)
    }

    /// Called whenever the top of the stack, its screen or its timers
    /// change: only the top screen's timers count time, and only while the
    /// program is in the foreground; the session sleeps on its clock until
    /// the next thing due, and runs it (`runTimers`).
    func followTimers() {
        let now = timers.clock.now()
        for index in stack.indices {
            stack[index].timerEngine.setShown(index == stack.count - 1 && timers.inForeground, now: now)
        }
        timers.task?.cancel()
        timers.task = nil
        guard timers.inForeground, let top, let screenTimers = top.screen?.timers,
              let deadline = top.timerEngine.nextDeadline(screenTimers, now: now) else { return }
        let (clock, entryID) = (timers.clock, top.id)
        // Holds the session until it wakes or is cancelled (the next call, `end()`).
        timers.task = Task {
            do { try await clock.sleep(until: deadline) } catch { return }
            await self.runTimers(of: entryID)
        }
    }

    /// A screen arrived or arrived again: its `autostart` timers start (§8.5).
    func timersArrived(at entryID: Int) async {
        guard let entry = entry(entryID) else { return }
        var engine = entry.timerEngine
        let firings = engine.arrive(entry.screen?.timers ?? [], now: timers.clock.now())
        editTimers(of: entryID) { $0 = engine }
        await run(firings, of: entryID)
        followTimers()
    }

    /// Runs `startTimer`, `stopTimer`, … on the top screen's timer.
    func runTimerAction(_ action: TimerAction) async -> ActionOutcome {
        guard let top else { return .failed("no screen for '\(action.command.actionType)'") }
        var engine = top.timerEngine
        guard let firings = engine.perform(action, timers: top.screen?.timers ?? [], now: timers.clock.now()) else {
            return .failed("this screen has no timer '\(action.id)'")
        }
        editTimers(of: top.id) { $0 = engine }
        await run(firings, of: top.id)
        followTimers()
        return .completed
    }

    /// What is due now on the entry's timers, round after round (a tick's
    /// `until` is read with its changes in the state), each firing's actions
    /// through `run` as a button's would; then sleeps again.
    func runTimers(of entryID: Int) async {
        timers.task = nil
        guard !timers.running else { return }
        timers.running = true
        defer { timers.running = false }
        while let current = entry(entryID), current.id == top?.id, let screenTimers = current.screen?.timers {
            var engine = current.timerEngine
            let firings = engine.advance(screenTimers, now: timers.clock.now())
            editTimers(of: entryID) { $0 = engine }
            if firings.isEmpty { break }
            await run(firings, of: entryID)
        }
        followTimers()
    }

    private func run(_ firings: [TimerEngine.Firing], of entryID: Int) async {
        for action in firings.flatMap(\.actions) {
            guard top?.id == entryID else { return }
            _ = await run(action)
        }
    }

    /// Changes an entry's timer engine alone: the screen needs no resolving again for it.
    private func editTimers(of entryID: Int, _ change: (inout TimerEngine) -> Void) {
        guard let index = stack.lastIndex(where: { $0.id == entryID }) else { return }
        change(&stack[index].timerEngine)
    }
}
