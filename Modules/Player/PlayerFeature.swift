import SDUI

/// Music playback: the `play` and `playerControl` actions and the
/// `miniPlayer` component, around one shared `Player`.
///
/// ```swift
/// let player = Player(output: ClockOutput())
/// try registry.install(PlayerFeature(player: player))
/// ```
public struct PlayerFeature: Feature {
    public let name = "Player"
    public let player: Player

    public init(player: Player) {
        self.player = player
    }

    public func register(into registry: inout FeatureRegistry) throws(RegistrationError) {
        try registry.register(component: MiniPlayerComponent.self, owner: name)
        try registry.register(action: PlayAction.self, owner: name)
        try registry.register(action: PlayerControlAction.self, owner: name)
        try registry.register(handler: PlayHandler(player: player), for: PlayAction.typeName, owner: name)
        try registry.register(handler: PlayerControlHandler(player: player), for: PlayerControlAction.typeName, owner: name)
    }
}
