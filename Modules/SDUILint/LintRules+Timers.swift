import JSON
import SDUIContract

extension LintRules {
    /// A timer with neither a `duration` nor an `until` (§8.5): nothing in
    /// it ends it, so it ticks until a `stopTimer` or until clients end it
    /// after `ScreenTimer.maximumTicks` ticks, hours later.
    static let timerWithoutEnd = LintRule(
        id: "timer-without-end", defaultSeverity: .warning,
        summary: "A timer with neither a duration nor an until: it ticks until clients end it after their maximum of ticks."
    ) { document in
        timers(of: document).compactMap { (index, timer) -> LintRule.Hit? in
            guard timer["duration"] == nil, timer["until"] == nil else { return nil }
            let tick = min(max(timer["tick"]?.intValue ?? ScreenTimer.defaultTick, ScreenTimer.minimumTick), ScreenTimer.maximumDuration)
            let minutes = ScreenTimer.maximumTicks * tick / 60_000
            return .init(path: "timers[\(index)]",
                         message: "'\(timer["id"]?.stringValue ?? "?")' has no duration and no until; clients end it after \(ScreenTimer.maximumTicks) ticks (\(minutes) min at its tick)",
                         fix: "give it a duration in milliseconds, or an until that becomes true")
        }
    }

    /// A tick shorter than clients run (§8.5): they raise it to
    /// `ScreenTimer.minimumTick`, so the screen would not do what it says.
    static let timerTooFast = LintRule(
        id: "timer-too-fast", defaultSeverity: .warning,
        summary: "A timer whose tick is shorter than the 100 ms clients run; they raise it."
    ) { document in
        timers(of: document).compactMap { (index, timer) -> LintRule.Hit? in
            guard let tick = timer["tick"]?.intValue, tick < ScreenTimer.minimumTick else { return nil }
            return .init(path: "timers[\(index)].tick",
                         message: "\(tick) ms; clients tick at most every \(ScreenTimer.minimumTick) ms and raise it",
                         fix: "tick every \(ScreenTimer.minimumTick) ms or more; a countdown in seconds needs 1000")
        }
    }

    /// The screen's timers with their index, as written.
    private static func timers(of document: LintDocument) -> [(Int, JSONValue)] {
        Array((document.expanded["timers"]?.arrayValue ?? []).enumerated())
    }
}
