import SDUIContract

/// The login feature's actions, in the one list that the client feature
/// and the reference server both register.
public enum LoginWireTypes {
    public static let all = ContractTypes(owner: "Login", actions: [LoginAction.self, LogoutAction.self])
}
