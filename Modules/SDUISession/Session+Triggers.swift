import JSON
import SDUI

/// A clock for the triggers' per-second budget, in milliseconds from any
/// fixed start: the continuous clock in a client, a counter a test moves.
public struct TriggerClock: Sendable {
    public let milliseconds: @Sendable () -> Int

    public init(milliseconds: @escaping @Sendable () -> Int) {
        self.milliseconds = milliseconds
    }

    /// Milliseconds of the continuous clock since the first reading.
    public static let continuous: TriggerClock = {
        let start = ContinuousClock.now
        return TriggerClock {
            let elapsed = ContinuousClock.now - start
            return Int(elapsed.components.seconds) * 1_000 + Int(elapsed.components.attoseconds / 1_000_000_000_000_000)
        }
    }()
}

extension Session {
    /// Uses `clock` for the triggers' per-second budget (tests move a fake one).
    public func useTriggerClock(_ clock: TriggerClock) {
        triggerClock = clock
    }

    /// Runs the triggers of an entry's screen after it arrived or its state
    /// changed from outside (§8.4): round after round, each round's actions
    /// in order through `run`, as a button's would, until nothing fires or
    /// `TriggerEngine` stops the chain. A state change an action makes
    /// starts no chain of its own (the next round sees it), and the chain
    /// ends when the entry is no longer on top (an action navigated away).
    /// A stopped chain is reported to observers and kept on the entry; the
    /// screen stays as the last round left it, and answers keys as before.
    func runTriggers(of entryID: Int) async {
        guard let start = entry(entryID), !start.triggers.isRunning,
              let triggers = start.screen?.triggers, !triggers.isEmpty else { return }
        editTriggers(of: entryID) {
            $0.isRunning = true
            $0.beginChain()
        }
        defer { editTriggers(of: entryID) { $0.isRunning = false } }
        while let current = entry(entryID), current.id == top?.id, let triggers = current.screen?.triggers {
            var engine = current.triggers
            let round = engine.nextRound(triggers, state: current.state, now: triggerClock.milliseconds())
            editTriggers(of: entryID) { $0 = engine }
            switch round {
            case .settled:
                return
            case .stopped(let diagnostic):
                if let index = stack.lastIndex(where: { $0.id == entryID }) { stack[index].triggerDiagnostics = [diagnostic] }
                await notifyObservers(.diagnosticsSeen(path: current.path, diagnostics: [diagnostic]))
                return
            case .fire(let firings):
                for action in firings.flatMap(\.actions) {
                    guard top?.id == entryID else { return }
                    _ = await run(action)
                }
            }
        }
    }

    /// Changes an entry's trigger engine alone: the screen needs no resolving again for it.
    private func editTriggers(of entryID: Int, _ change: (inout TriggerEngine) -> Void) {
        guard let index = stack.lastIndex(where: { $0.id == entryID }) else { return }
        var engine = stack[index].triggers
        change(&engine)
        stack[index].triggers = engine
    }
}
