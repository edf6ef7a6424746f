import PlayerContract
import SDUI

/// Music playback: the `play` and `playerControl` actions around one shared
/// `Player`. How the player looks is the client's business: a terminal
/// client also installs `PlayerTerminalLook` (module `PlayerTerminal`: the
/// `miniPlayer` row, the now-playing bar and the player's keys) over the
/// same `Player` into its `TerminalRegistry`; a client that draws otherwise
/// links no terminal.
///
/// ```swift
/// let player = Player(output: ClockOutput())
/// try registry.install(PlayerFeature(player: player))
/// try terminal.install(PlayerTerminalLook(player: player))
/// ```
public struct PlayerFeature: Feature {
    public let name = "Player"
    public let player: Player

    public init(player: Player) {
        self.player = player
    }

    public func register(into registry: inout FeatureRegistry) throws(RegistrationError) {
        try PlayerWireTypes.all.register(into: &registry)
        try registry.register(handler: PlayHandler(player: player), owner: name)
        try registry.register(handler: PlayerControlHandler(player: player), owner: name)
    }
}
