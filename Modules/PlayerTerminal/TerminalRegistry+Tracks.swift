import SDUI
import TerminalUI

extension TerminalRegistry {
    /// The core's renderers and the `track` row, drawn without a player: for
    /// what draws a player's screens and plays nothing (benchmarks, tests).
    /// `PlayerTerminalLook` registers the same row with its mini-player.
    public static func coreWithTracks() throws(RegistrationError) -> TerminalRegistry {
        var registry = TerminalRegistry.core
        try registry.register(renderer: TrackRenderer(), owner: "PlayerTerminal")
        return registry
    }
}
