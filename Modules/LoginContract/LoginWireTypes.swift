import SDUIContract

/// The login feature's actions, in the one list that the client feature
/// and the reference server both register.
public enum LoginWireTypes {
    public static let all = ContractTypes(owner: "Login", types: [
        .action(LoginAction.self, members: ContractMembers(actions: ["then"]),
                summary: "Logs in with credentials from the screen's state, then runs its next action."),
        .action(LogoutAction.self, members: ContractMembers(actions: ["then"]),
                summary: "Logs out, then runs its next action."),
    ])
}
