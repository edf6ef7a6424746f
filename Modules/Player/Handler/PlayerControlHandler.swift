import PlayerContract
import SDUI

/// Runs `playerControl` actions against the shared player.
public struct PlayerControlHandler: ActionHandler {
    let player: Player

    public init(player: Player) {
        self.player = player
    }

    public func run(_ control: PlayerControlAction, in context: any ActionContext) async -> ActionOutcome {
        switch control.command {
        case .togglePause: await player.togglePause()
        case .next: await player.next()
        case .previous: await player.previous()
        case .stop: await player.stop()
        case .seek:
            guard let seconds = control.seconds else { return .failed("seek needs 'seconds'") }
            await player.seek(to: seconds)
        }
        return .completed
    }
}
