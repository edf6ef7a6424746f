import JSON
import SDUI

/// The session's side of impressions (§8.6), kept in `TimerWake`.
struct ImpressionWake {
    /// The entry the client's last report was about.
    var entryID: Int?
    /// The sleep until that entry's next visibility action is due.
    var task: Task<Void, Never>?
}

extension Session {
    /// The client's report of what it shows of the top screen `entryID`:
    /// the share (percent) of each tracked component on screen, none while
    /// a dialog covers it. The entry reported before, if another, shows
    /// nothing now: its stretches end, and its actions are not run (they
    /// would run on another screen). While the program is in the background
    /// nothing is on screen. What fires runs as a button's actions would,
    /// and is told to observers (`impressionSeen`, for analytics); a wake is
    /// set on the timers' clock for the next action due.
    public func reportVisibility(_ shares: [String: Double], of entryID: Int) async {
        let now = timers.clock.now()
        if let previous = timers.impressions.entryID, previous != entryID,
           let index = stack.lastIndex(where: { $0.id == previous }) {
            _ = stack[index].impressionEngine?.report([:], now: now)
        }
        timers.impressions.entryID = entryID
        guard let index = stack.lastIndex(where: { $0.id == entryID }), let screen = stack[index].screen else {
            followImpressions()
            return
        }
        var engine = stack[index].impressionEngine ?? ImpressionEngine(screen: screen)
        if stack[index].impressionEngine != nil { engine.replace(screen) }
        let firings = engine.report(timers.inForeground ? shares : [:], now: now)
        stack[index].impressionEngine = engine
        await runImpressions(firings, of: entryID)
        followImpressions()
    }

    /// Sleeps on the timers' clock until the reported entry's next
    /// visibility action is due, while it is on top and in the foreground.
    func followImpressions() {
        timers.impressions.task?.cancel()
        timers.impressions.task = nil
        guard timers.inForeground, let entryID = timers.impressions.entryID, let top, top.id == entryID,
              let due = top.impressionEngine?.nextDue else { return }
        let clock = timers.clock
        timers.impressions.task = Task {
            do { try await clock.sleep(until: due) } catch { return }
            await self.advanceImpressions(of: entryID)
        }
    }

    /// What is due now with nothing on screen changed since the last report.
    private func advanceImpressions(of entryID: Int) async {
        timers.impressions.task = nil
        guard let index = stack.lastIndex(where: { $0.id == entryID }), index == stack.count - 1,
              var engine = stack[index].impressionEngine else { return }
        let firings = engine.advance(to: timers.clock.now())
        stack[index].impressionEngine = engine
        await runImpressions(firings, of: entryID)
        followImpressions()
    }

    private func runImpressions(_ firings: [ImpressionEngine.Firing], of entryID: Int) async {
        for firing in firings {
            guard let entry = entry(entryID), top?.id == entryID else { return }
            if firing.isVisibility, let screen = entry.screen {
                await notifyObservers(.impressionSeen(path: entry.path, screenID: screen.id, screenView: entryID,
                                                      elementID: firing.elementID, analytics: screen.analytics))
            }
            for action in firing.actions {
                guard top?.id == entryID else { return }
                _ = await run(action)
            }
        }
    }
}
