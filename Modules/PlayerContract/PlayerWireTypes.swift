import SDUIContract

/// The player feature's components and actions, in the one list that the
/// client feature and the reference server both register.
public enum PlayerWireTypes {
    public static let all = ContractTypes(
        owner: "Player",
        components: [MiniPlayerComponent.self],
        actions: [PlayAction.self, PlayerControlAction.self])
}
