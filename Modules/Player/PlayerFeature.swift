import PlayerContract
import SDUI
import TerminalUI

/// Music playback: the `play` and `playerControl` actions and the
/// `miniPlayer` component, around one shared `Player`; in the terminal app,
/// the now-playing bar at the bottom of every screen and the player's keys
/// (`PlayerAccessory`, `PlayerKeys`).
///
/// ```swift
/// let player = Player(output: ClockOutput())
/// try registry.install(PlayerFeature(player: player))
/// ```
public struct PlayerFeature: Feature {
    public let name = "Player"
    public let player: Player
    /// The bar and keys `TerminalApp` shows and answers; registered by `register(into:)`.
    public let accessory: PlayerAccessory
    let nowPlaying: NowPlaying

    public init(player: Player) {
        self.player = player
        nowPlaying = NowPlaying()
        accessory = PlayerAccessory(player: player, nowPlaying: nowPlaying)
    }

    public func register(into registry: inout FeatureRegistry) throws(RegistrationError) {
        try PlayerWireTypes.all.register(into: &registry)
        try registry.register(handler: PlayHandler(player: player), for: PlayAction.typeName, owner: name)
        try registry.register(handler: PlayerControlHandler(player: player), for: PlayerControlAction.typeName, owner: name)
        try registry.register(terminalRenderer: MiniPlayerRenderer(nowPlaying: nowPlaying), owner: name)
        registry.register(terminalAccessory: accessory, owner: name)
    }
}
