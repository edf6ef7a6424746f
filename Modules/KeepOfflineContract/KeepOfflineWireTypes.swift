import SDUIContract

/// The keep-for-offline feature's actions, in the one list that the client
/// feature and the reference server both register. A feature, not the core:
/// keeping needs a cache on disk, which the clip does not have, so a client
/// without it is never offered the actions (the capability filter drops
/// them, and a menu entry without its action with them).
public enum KeepOfflineWireTypes {
    public static let all = ContractTypes(owner: "KeepOffline", types: [
        // `path` names a screen, so lint checks that one answers it, as for navigate's destination.
        .action(KeepOfflineAction.self, members: ContractMembers(screenPaths: ["path"]),
                summary: "Keeps a screen and its pictures on this device for offline use."),
        .action(RemoveOfflineAction.self, members: ContractMembers(screenPaths: ["path"]),
                summary: "Stops keeping a screen for offline use."),
    ])
}
