import Synchronization
import TerminalUI

/// The player in the interactive terminal app: the now-playing bar at the
/// bottom of every screen and the player's keys (`PlayerKeys`), whatever
/// screen is open.
///
/// `PlayerFeature` registers it; `TerminalApp` refreshes it on each tick
/// of its clock, so the position advances on screen, and a failure of the
/// output (a player command that is missing or exits early) is reported
/// once as a message while the bar goes away.
public final class PlayerAccessory: TerminalAccessory {
    /// Said when a player key is pressed with nothing playing, so the key is not silently lost.
    public static let nothingPlaying = "Nothing is playing: open a track and press Enter to play it."
    /// Said when `next` runs past the last track, which stops playback (the bar goes away).
    public static let endOfQueue = "That was the last track in the queue."
    /// Said after `x`, as the bar disappears.
    public static let stopped = "Stopped."

    let player: Player
    let nowPlaying: NowPlaying
    /// The failure message last seen, so each one is reported once.
    private let lastFailure = Mutex<String?>(nil)

    init(player: Player, nowPlaying: NowPlaying) {
        self.player = player
        self.nowPlaying = nowPlaying
    }

    /// `PlayerKeys.bindings`: the app offers them while browsing any screen.
    public var keyBindings: [AccessoryKeyBinding] { PlayerKeys.bindings }

    /// Runs a player key; with nothing playing it changes nothing and says so.
    public func handle(_ key: Key) async -> String? {
        guard let command = PlayerKeys.command(for: key) else { return nil }
        let before = await player.snapshot()
        guard before.status != .stopped, before.track != nil else { return Self.nothingPlaying }
        switch command {
        case .togglePause:
            await player.togglePause()
        case .next:
            await player.next()
            if await player.snapshot().status == .stopped { return Self.endOfQueue }
        case .previous:
            await player.previous()
        case .seek(let delta):
            await player.seek(to: before.position + delta)
        case .stop:
            await player.stop()
            return Self.stopped
        }
        return nil
    }

    /// The bar while a track plays or is paused (none when stopped), and a
    /// failure of the output the first time it is seen.
    public func refresh() async -> AccessoryUpdate {
        let snapshot = await player.snapshot()
        nowPlaying.update(snapshot)
        let message = newFailure(snapshot.message)
        guard snapshot.status != .stopped, snapshot.track != nil else { return AccessoryUpdate(message: message) }
        let footer = AccessoryFooter { width, theme in MiniPlayerBar.lines(snapshot, width: width, theme: theme) }
        return AccessoryUpdate(footer: footer, message: message, hint: PlayerKeys.hint(paused: snapshot.status == .paused))
    }

    /// `message` if it was not reported yet.
    private func newFailure(_ message: String?) -> String? {
        lastFailure.withLock { last in
            defer { last = message }
            return message == last ? nil : message
        }
    }
}
