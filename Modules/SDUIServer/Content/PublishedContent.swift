import Synchronization

/// What an instance serves now: the content folder's snapshot until a module
/// swaps another in (`ServerEnvironment.serveContent(_:ifServing:)`, the
/// releases module's follower), and, per install, what a module chooses
/// instead (`ServerEnvironment.chooseContent(_:)`, a rollout). Each
/// snapshot is replaced whole, so a request never mixes two.
package final class PublishedContent: Sendable {
    private let served: Mutex<ContentSnapshot>
    /// Asked in registration order for each install (`ServerEnvironment.chooseContent(_:)`).
    private let choices = Mutex<[ContentChoice]>([])
    /// Told after each swap (`ServerEnvironment.onContentChange(_:)`).
    private let observers = Mutex<[@Sendable () -> Void]>([])

    init(_ snapshot: ContentSnapshot) {
        served = Mutex(snapshot)
    }

    /// The instance's snapshot (what a client without an install id gets).
    package var snapshot: ContentSnapshot { served.withLock { $0 } }

    /// What install `id` gets: the first snapshot a module chooses for it, else the instance's.
    package func snapshot(for install: String?) -> ContentSnapshot {
        let snapshot = self.snapshot
        for choice in choices.withLock({ $0 }) {
            if let chosen = choice(install, snapshot) { return chosen }
        }
        return snapshot
    }

    /// Swaps `snapshot` in if release `expected` (nil: the folder) is still
    /// served (two followers that loaded the same release at once swap it
    /// once); false when not.
    func replace(with snapshot: ContentSnapshot, ifServing expected: Int?) -> Bool {
        served.withLock { served in
            guard served.release == expected else { return false }
            served = snapshot
            return true
        }
    }

    func choose(_ choice: @escaping ContentChoice) {
        choices.withLock { $0.append(choice) }
    }

    /// Calls `observer` after every change of what is served (a release or a rollout swapped in).
    func onChange(_ observer: @escaping @Sendable () -> Void) {
        observers.withLock { $0.append(observer) }
    }

    /// Tells the observers the content changed; called once the swap is done
    /// and the render cache emptied, so what they render is new.
    func announceChange() {
        for observer in observers.withLock({ $0 }) { observer() }
    }
}
