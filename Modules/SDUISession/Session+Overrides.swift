import JSON
import SDUI

extension Session {
    /// An optimistic change shown on one entry, and what it replaced.
    struct OptimisticRun {
        let entryID: Int
        let change: OptimisticChange
        /// Each changed key's value before the change (nil: it had none).
        let previous: [String: JSONValue?]
        /// The entry's count of server answers, to see whether the action brought a fresh screen.
        let serverAnswers: Int
    }

    /// Lets a registered override answer `action` at once: its state change
    /// is applied and drawn before the action runs. Nil when no override
    /// claims the element or the one that does declines.
    func answerLocally(_ action: Action, from componentID: String?) async -> OptimisticRun? {
        guard !registry.overrides.isEmpty, let top, let screen = top.screen else { return nil }
        let componentType = componentID.flatMap { id in screen.allComponents.first { $0.id == id }?.type }
        guard let override = registry.override(for: action, componentID: componentID, componentType: componentType),
              let change = override.optimisticChange(for: action, componentID: componentID, state: top.state)
        else { return nil }
        return await show(change, on: top.id)
    }

    /// Sets the change's values on an entry and redraws what they change,
    /// remembering what they replaced; nil when the entry is gone.
    func show(_ change: OptimisticChange, on entryID: Int) async -> OptimisticRun? {
        guard let target = entry(entryID) else { return nil }
        var previous: [String: JSONValue?] = [:]
        for (key, _) in change.state { previous[key] = .some(target.state[key]) }
        await changeState(of: entryID) { state in
            for (key, value) in change.state { state[key] = value }
        }
        if let message = change.message { await presenter.showMessage(message) }
        return OptimisticRun(entryID: entryID, change: change, previous: previous, serverAnswers: target.serverAnswers)
    }

    /// Runs the claimed element's own action, then reconciles with its outcome.
    func runReconciling(_ action: Action, _ optimistic: OptimisticRun) async -> ActionOutcome {
        await reconcile(await run(action), optimistic)
    }

    /// Settles an optimistic change with what the action came to: on success
    /// the server's values for the changed keys win once it sent a fresh
    /// screen (a patch has set them already); on failure (or when the user
    /// cancelled half-way) the change is undone and the user told why. A key
    /// something newer changed is left alone.
    func reconcile(_ outcome: ActionOutcome, _ optimistic: OptimisticRun) async -> ActionOutcome {
        guard let entry = entry(optimistic.entryID) else { return outcome }
        let stillOptimistic = optimistic.change.state.keys.filter { key in
            entry.state[key] == optimistic.change.state[key]
        }
        if outcome.succeeded {
            // A refreshed screen carries the server's word for these keys.
            guard entry.serverAnswers != optimistic.serverAnswers,
                  let initial = entry.load?.decoded.value.initialState else { return outcome }
            let adopted = stillOptimistic.filter { initial[$0] != nil && initial[$0] != entry.state[$0] }
            if !adopted.isEmpty {
                await changeState(of: entry.id) { state in
                    for key in adopted { state[key] = initial[key] }
                }
            }
            return outcome
        }
        if !stillOptimistic.isEmpty {
            await changeState(of: entry.id) { state in
                for key in stillOptimistic { state[key] = optimistic.previous[key] ?? nil }
            }
        }
        switch outcome {
        case .failed(let reason):
            await presenter.showMessage("\(optimistic.change.failureMessage): \(reason)")
        case .cancelled:
            await presenter.showMessage(optimistic.change.failureMessage)
        case .completed, .completedWithMessage:
            break
        }
        return outcome
    }
}
