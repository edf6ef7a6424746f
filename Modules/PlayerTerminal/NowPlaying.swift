import Player
import Synchronization

/// The player's state as last seen, for drawing without waiting.
///
/// Renderers are synchronous and the `Player` is an actor, so the terminal
/// accessory copies each snapshot it reads here, and the `miniPlayer`
/// renderer draws from the copy. The app refreshes the accessory on every
/// tick of its clock, so the copy is never more than a tick old.
final class NowPlaying: Sendable {
    private let latest = Mutex(PlaybackSnapshot.idle)

    init() {}

    var snapshot: PlaybackSnapshot { latest.withLock { $0 } }

    func update(_ snapshot: PlaybackSnapshot) {
        latest.withLock { $0 = snapshot }
    }
}
