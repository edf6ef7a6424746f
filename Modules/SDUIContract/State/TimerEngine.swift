import JSON

/// Decides when a screen's timers tick and end (contract §8.5).
///
/// A value type with no clock and no I/O, like `TriggerEngine`, so the
/// terminal client, the web client (`Web/src/state/timers.ts`, step for
/// step) and the conformance vectors agree: a client tells it the time
/// (`now`, in milliseconds of its clock, a test's fake one) and runs the
/// firings it answers, in order, through its ordinary action machinery;
/// it sleeps until `nextDeadline` and asks `advance` again.
///
/// - A tick comes every `tick` milliseconds of running time; a timer with a
///   duration ticks last when it runs out (the key then holds 0), and ends.
/// - Ticks missed (a slow client) are not made up: the next tick carries the
///   value of the time reached.
/// - Running time counts only while the screen is shown (`setShown`): a
///   screen under another or an app in the background holds its timers.
/// - A tick writes the key; its `onTick` runs in the next round, then its
///   `onEnd` or a look at `until` in the one after (true ends the timer),
///   so each reads the state the round before left.
///   A timer without a duration ends after `ScreenTimer.maximumTicks`.
/// - A timer ends exactly once per start: `onEnd` runs once, and a timer
///   ended stays ended until it is started again.
public struct TimerEngine: Sendable {
    /// Why the engine answers a firing.
    public enum Cause: String, Sendable {
        /// The timer started (by `autostart` or `startTimer`) or was reset: the key takes its starting value.
        case start, reset
        /// A tick: the key takes the timer's value, then `onTick` runs.
        case tick
        /// The timer ended: `onEnd` runs.
        case end
    }

    /// One timer's turn: the actions to run for it, in order.
    public struct Firing: Sendable, Equatable {
        public let id: String
        public let cause: Cause
        public let actions: [Action]
    }

    /// Where one timer is.
    enum Phase: Sendable, Equatable {
        case idle, running, paused, ended
    }

    /// What a timer still has to run for its last tick, one round at a
    /// time, so each round's actions read the state the round before left.
    enum Pending: Sendable, Equatable {
        /// Its `onTick`, after the tick wrote the key; then the end, when `ending`.
        case tickActions(ending: Bool)
        /// Its `onEnd`.
        case end
        /// A look at `until`.
        case until
    }

    /// One timer's run.
    struct Run: Sendable, Equatable {
        var phase = Phase.idle
        /// Running time before `since`, in milliseconds.
        var elapsed = 0
        /// When running time last began to count (running and shown), else nil.
        var since: Int?
        /// Ticks so far in this run.
        var ticks = 0
        /// What the last tick still has to run.
        var pending: Pending?

        func progress(at now: Int) -> Int {
            guard let since else { return elapsed }
            return elapsed + max(0, now - since)
        }
    }

    private var runs: [String: Run] = [:]
    /// Whether the screen is shown: the top of its client's stack, and the client in the foreground.
    public private(set) var isShown = true

    public init() {}

    /// The screen arrived (or arrived again): timers with `autostart` that
    /// were never seen start. A timer kept across a revalidation keeps its
    /// run; one the screen no longer has is forgotten.
    public mutating func arrive(_ timers: [ScreenTimer], now: Int) -> [Firing] {
        let ids = Set(timers.map(\.id))
        for id in runs.keys where !ids.contains(id) { runs[id] = nil }
        var firings: [Firing] = []
        for timer in Self.unique(timers) where runs[timer.id] == nil {
            runs[timer.id] = Run()
            if timer.autostart { firings += perform(.start, on: timer, now: now) }
        }
        return firings
    }

    /// Runs a timer action; an id the screen has no timer for answers nil.
    public mutating func perform(_ action: TimerAction, timers: [ScreenTimer], now: Int) -> [Firing]? {
        guard let timer = Self.unique(timers).first(where: { $0.id == action.id }) else { return nil }
        return perform(action.command, on: timer, now: now)
    }

    private mutating func perform(_ command: TimerAction.Command, on timer: ScreenTimer, now: Int) -> [Firing] {
        var run = runs[timer.id] ?? Run()
        defer { runs[timer.id] = run }
        switch command {
        case .start:
            guard run.phase == .idle || run.phase == .ended else { return [] }
            run = Run(phase: .running, since: isShown ? now : nil)
            return [Firing(id: timer.id, cause: .start, actions: Self.write(timer, timer.startingValue))]
        case .stop:
            guard run.phase == .running || run.phase == .paused else { return [] }
            run = Run(phase: .idle, elapsed: run.progress(at: now), ticks: run.ticks)
        case .pause:
            guard run.phase == .running else { return [] }
            run = Run(phase: .paused, elapsed: run.progress(at: now), ticks: run.ticks)
        case .resume:
            guard run.phase == .paused else { return [] }
            run.phase = .running
            run.since = isShown ? now : nil
        case .reset:
            let phase: Phase = run.phase == .ended ? .idle : run.phase
            run = Run(phase: phase, since: phase == .running && isShown ? now : nil)
            return [Firing(id: timer.id, cause: .reset, actions: Self.write(timer, timer.startingValue))]
        }
        return []
    }

    /// The screen was shown or hidden: running time stops counting while it is hidden.
    public mutating func setShown(_ shown: Bool, now: Int) {
        guard shown != isShown else { return }
        isShown = shown
        for (id, var run) in runs where run.phase == .running {
            run.elapsed = run.progress(at: now)
            run.since = shown ? now : nil
            runs[id] = run
        }
    }

    /// What is due at `now`, one round: a running timer whose next tick
    /// came ticks (once, whatever was missed), writing its key; the rounds
    /// after run its `onTick`, then its `onEnd` when its duration ran out,
    /// or a look at its `until`, which ends it when true. A client runs the
    /// firings, resolves the screen again and asks again until the answer is
    /// empty, so each round's actions read what the one before wrote.
    public mutating func advance(_ timers: [ScreenTimer], now: Int) -> [Firing] {
        var firings: [Firing] = []
        for timer in Self.unique(timers) {
            guard var run = runs[timer.id] else { continue }
            defer { runs[timer.id] = run }
            if let pending = run.pending {
                run.pending = nil
                switch pending {
                case .tickActions(let ending):
                    run.pending = ending ? .end : .until
                    if !timer.onTick.isEmpty { firings.append(Firing(id: timer.id, cause: .tick, actions: timer.onTick)) }
                    continue
                case .end:
                    firings.append(Firing(id: timer.id, cause: .end, actions: timer.onEnd))
                    continue
                case .until:
                    if run.phase == .running, timer.until == .bool(true) {
                        run = Run(phase: .ended, elapsed: run.progress(at: now), ticks: run.ticks)
                        firings.append(Firing(id: timer.id, cause: .end, actions: timer.onEnd))
                        continue
                    }
                }
            }
            guard run.phase == .running, let due = Self.due(timer, run), run.progress(at: now) >= due else { continue }
            let progress = run.progress(at: now)
            let ended: Bool
            let value: Int
            if let duration = timer.duration {
                ended = progress >= duration
                run.ticks = progress / timer.tick
                value = ended ? 0 : duration - run.ticks * timer.tick
            } else {
                run.ticks = min(progress / timer.tick, ScreenTimer.maximumTicks)
                ended = run.ticks >= ScreenTimer.maximumTicks
                value = run.ticks * timer.tick
            }
            if ended { run = Run(phase: .ended, elapsed: progress, ticks: run.ticks) }
            run.pending = .tickActions(ending: ended)
            firings.append(Firing(id: timer.id, cause: .tick, actions: Self.write(timer, value)))
        }
        return firings
    }

    /// When a timer next has something due, in the clock's milliseconds;
    /// nil when none is running (or the screen is hidden): sleep until told.
    public func nextDeadline(_ timers: [ScreenTimer], now: Int) -> Int? {
        var next: Int?
        for timer in Self.unique(timers) {
            guard let run = runs[timer.id] else { continue }
            let at: Int?
            if run.pending != nil {
                at = now
            } else if run.phase == .running, run.since != nil {
                at = Self.due(timer, run).map { now + max(0, $0 - run.progress(at: now)) }
            } else {
                at = nil
            }
            if let at { next = min(next ?? at, at) }
        }
        return next
    }

    /// Where the timer is, for tests and inspectors: `idle`, `running`, `paused` or `ended`.
    public func phase(of id: String) -> String? {
        runs[id].map { "\($0.phase)" }
    }

    /// The running time at which the timer's next tick is due.
    private static func due(_ timer: ScreenTimer, _ run: Run) -> Int? {
        let next = (run.ticks + 1) * timer.tick
        guard let duration = timer.duration else { return next }
        return min(next, duration)
    }

    /// The `updateState` that writes a timer's value, if it has a key.
    private static func write(_ timer: ScreenTimer, _ value: Int) -> [Action] {
        guard let key = timer.key else { return [] }
        return [.updateState(UpdateStateAction(key: key, value: .number(JSONNumber(value))))]
    }

    /// The timers as they count: of two with one id, the first.
    static func unique(_ timers: [ScreenTimer]) -> [ScreenTimer] {
        var seen: Set<String> = []
        return timers.filter { seen.insert($0.id).inserted }
    }
}
