import Player
import SDUI
import TerminalUI

/// The player in a terminal: the `miniPlayer` and `track` rows, and in the interactive
/// app the now-playing bar, the queue view and the player's keys
/// (`PlayerAccessory`), all drawn from the `Player` that `PlayerFeature`
/// plays with.
///
/// Kept apart from `PlayerFeature` so that playback itself links no terminal.
public struct PlayerTerminalLook: TerminalLook {
    public let name = "PlayerTerminal"
    /// The bar and keys the interactive app shows and answers; added by `register(into:)`.
    public let accessory: PlayerAccessory
    let nowPlaying: NowPlaying

    public init(player: Player) {
        nowPlaying = NowPlaying()
        accessory = PlayerAccessory(player: player, nowPlaying: nowPlaying)
    }

    public func register(into registry: inout TerminalRegistry) throws(RegistrationError) {
        try registry.register(renderer: MiniPlayerRenderer(nowPlaying: nowPlaying), owner: name)
        try registry.register(renderer: TrackRenderer(), owner: name)
        registry.add(accessory: accessory, owner: name)
    }
}
