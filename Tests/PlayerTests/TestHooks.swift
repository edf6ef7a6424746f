import Player
import PlayerTerminal
import SDUITesting
import TerminalUI

/// A second terminal accessory for the app tests: keys that make time pass
/// and wait for the queue to load, run in order with the other keys (the
/// app hands over the next key only when this one has finished).
///
/// - `~`: the clock moves `step` seconds.
/// - `@`: returns once the player's queue holds `queueLength` tracks (or could not load).
/// - `!`: lets a held track list answer.
struct TestHooks: TerminalAccessory {
    let time: ManualTime
    let player: Player
    let http: ScreensHTTPClient
    var step = 83.0
    var queueLength = 3

    var keyBindings: [AccessoryKeyBinding] {
        [AccessoryKeyBinding(keys: [.character("~"), .character("@"), .character("!")], label: "~ @ !", meaning: "test hooks")]
    }

    func handle(_ key: Key) async -> String? {
        switch key {
        case .character("~"):
            time.advance(step)
        case .character("@"):
            let player = self.player
            let length = queueLength
            let loaded = await eventually {
                let snapshot = await player.snapshot()
                return snapshot.queue.count >= length || snapshot.queueState == .unavailable
            }
            if !loaded { return "queue did not load" }
        case .character("!"):
            await http.release()
        default:
            break
        }
        return nil
    }

    func refresh() async -> AccessoryUpdate { .none }
}
