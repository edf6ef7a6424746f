import SDUIContract

/// The player feature's components and actions, in the one list that the
/// client feature and the reference server both register.
public enum PlayerWireTypes {
    public static let all = ContractTypes(owner: "Player", types: [
        .component(MiniPlayerComponent.self, summary: "Where a screen wants the mini-player."),
        .component(TrackComponent.self, since: 2, members: ContractMembers(actions: ["action"], texts: ["title", "subtitle", "durationText"]),
                   downgrade: .trackToDetailRow,
                   summary: "One track of an album or playlist; older clients get a detail row with the duration."),
        .action(PlayAction.self, summary: "Starts playback of a queue at one of its tracks."),
        .action(PlayerControlAction.self, summary: "Controls playback: pause, next, seek."),
    ])
}
