import Synchronization

/// What an instance serves now: its channel's snapshot and, while a release
/// is rolled out to a share of installs, that release's snapshot for them.
/// Each is replaced whole when the follower sees a move (`ReleaseFollower`).
package final class PublishedContent: Sendable {
    struct Rollout: Sendable {
        let snapshot: ContentSnapshot
        let percent: Int
    }

    private struct State {
        var channel: ContentSnapshot
        var rollout: Rollout?
    }

    private let state: Mutex<State>
    /// Told after each swap (`ServerEnvironment.onContentChange(_:)`).
    private let observers = Mutex<[@Sendable () -> Void]>([])

    init(_ snapshot: ContentSnapshot) {
        state = Mutex(State(channel: snapshot, rollout: nil))
    }

    /// The channel's snapshot (what a client without an install id gets).
    package var snapshot: ContentSnapshot { state.withLock { $0.channel } }

    /// The rollout running now, if any.
    var rollout: Rollout? { state.withLock { $0.rollout } }

    /// What install `id` gets: the rolled-out release when its bucket is in the share, else the channel's.
    package func snapshot(for install: String?) -> ContentSnapshot {
        state.withLock { state in
            guard let rollout = state.rollout, let install, ReleaseRollout.bucket(install) < rollout.percent else { return state.channel }
            return rollout.snapshot
        }
    }

    /// Swaps `snapshot` in if `expected` is still served (two followers that
    /// loaded the same release at once swap it once); false when not.
    func replace(with snapshot: ContentSnapshot, ifServing expected: Int?) -> Bool {
        state.withLock { state in
            guard state.channel.release == expected else { return false }
            state.channel = snapshot
            return true
        }
    }

    func setRollout(_ rollout: Rollout?) {
        state.withLock { $0.rollout = rollout }
    }

    /// Calls `observer` after every change of what is served (a release or a rollout swapped in).
    func onChange(_ observer: @escaping @Sendable () -> Void) {
        observers.withLock { $0.append(observer) }
    }

    /// Tells the observers the content changed; the follower calls it once
    /// the swap is done and the render cache emptied, so what they render is new.
    func announceChange() {
        for observer in observers.withLock({ $0 }) { observer() }
    }
}
