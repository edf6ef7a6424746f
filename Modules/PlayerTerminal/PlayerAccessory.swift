import Player
import Synchronization
import TerminalUI

/// The player in the interactive terminal app: the now-playing bar at the
/// bottom of every screen, the queue view below it (`u`), and the player's
/// keys (`PlayerKeys`), whatever screen is open.
///
/// `PlayerTerminalLook` adds it to the `TerminalRegistry`; `TerminalApp` refreshes it on each tick
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
    /// Said when a jump key (`1`…`7`) is pressed while the queue view is hidden.
    public static let queueHidden = "Press u to show the queue, then 1–7 to play a track from it."
    /// Said when a jump key names a row the queue view does not have.
    public static func noSuchRow(_ row: Int) -> String { "The queue view has no row \(row)." }
    /// Said when the track on a row left the queue before its jump key was pressed.
    public static let trackGone = "That track is no longer in the queue."

    let player: Player
    let nowPlaying: NowPlaying
    /// The failure message last seen, so each one is reported once.
    private let lastFailure = Mutex<String?>(nil)
    /// Whether the queue view shows, and the rows it showed.
    let queueView = QueueViewState()

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
        guard before.status != .stopped, before.track != nil else {
            queueView.hide()
            return Self.nothingPlaying
        }
        switch command {
        case .togglePause:
            await player.togglePause()
        case .next:
            await player.next()
            if await player.snapshot().status == .stopped {
                queueView.hide()
                return Self.endOfQueue
            }
        case .previous:
            await player.previous()
        case .seek(let delta):
            await player.seek(to: before.position + delta)
        case .stop:
            await player.stop()
            queueView.hide()
            return Self.stopped
        case .toggleQueue:
            _ = queueView.toggle()
        case .playQueueRow(let row):
            guard queueView.isVisible else { return Self.queueHidden }
            guard let shown = queueView.row(forKey: row) else { return Self.noSuchRow(row) }
            if !(await player.jump(to: shown.index, trackID: shown.trackID)) { return Self.trackGone }
        }
        return nil
    }

    /// The bar while a track plays or is paused (none when stopped), and a
    /// failure of the output the first time it is seen.
    ///
    /// With the queue view on, the rows below the bar are the few tracks
    /// around the current one; the snapshot shares the player's queue rather
    /// than copying it, so this stays cheap on every tick with a long queue.
    /// Playback stopping (any way) hides the view.
    public func refresh() async -> AccessoryUpdate {
        let mark = queueView.mark
        let snapshot = await player.snapshot()
        nowPlaying.update(snapshot)
        let message = newFailure(snapshot.message)
        guard snapshot.status != .stopped, let current = snapshot.index, snapshot.track != nil else {
            queueView.hideIfUnchanged(since: mark)
            return AccessoryUpdate(message: message)
        }
        let showsQueue = queueView.isVisible
        if showsQueue {
            let window = QueueWindow(count: snapshot.queue.count, current: current)
            queueView.record(window.range.map { QueueViewState.Row(index: $0, trackID: snapshot.queue[$0].id) })
        }
        let footer = AccessoryFooter { width, theme in
            // The bar first: on a short terminal the app keeps the first rows, so the queue gives way.
            MiniPlayerBar.lines(snapshot, width: width, theme: theme)
                + (showsQueue ? QueueView.lines(snapshot, width: width, theme: theme) : [])
        }
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
