import SDUIContract

/// Logs in with credentials taken from the screen's state, then runs `then`.
///
/// ```json
/// {"type": "login", "url": "/v1/auth/login", "usernameKey": "email", "passwordKey": "password",
///  "then": {"type": "navigate", "destination": "profile"}}
/// ```
public struct LoginAction: ActionContent {
    public static let typeName: TypeName = "login"

    /// The server's login endpoint.
    public var url: String
    public var usernameKey: String
    public var passwordKey: String
    public var then: Action?

    public init(url: String, usernameKey: String, passwordKey: String, then: Action? = nil) {
        self.url = url
        self.usernameKey = usernameKey
        self.passwordKey = passwordKey
        self.then = then
    }
}

/// Forgets the token and tells the server to revoke it.
///
/// ```json
/// {"type": "logout", "url": "/v1/auth/logout", "then": {"type": "navigate", "destination": "home"}}
/// ```
public struct LogoutAction: ActionContent {
    public static let typeName: TypeName = "logout"

    public var url: String
    public var then: Action?

    public init(url: String, then: Action? = nil) {
        self.url = url
        self.then = then
    }
}
