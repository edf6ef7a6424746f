import LoginContract
import SDUI

/// Logging in for the full client: the `login` and `logout` actions with
/// their handlers, and the decorator that sends the token to the server's
/// origin only.
///
/// ```swift
/// let store = TokenStore(filePath: TokenStore.defaultFilePath())
/// var registry = FeatureRegistry()
/// try registry.install(LoginFeature(store: store, server: endpoint.apiRoot))
/// let session = Session(api: api, registry: registry, presenter: terminal,
///                       authentication: AuthenticationRoute(screen: "login", signInActions: [LoginAction.typeName]))
/// ```
///
/// The clip does not install it: its screens then decode `login`/`logout`
/// as unsupported (with a diagnostic), and no token is ever sent.
public struct LoginFeature: Feature {
    public let name = "Login"
    public let store: TokenStore
    /// The API root (`endpoint.apiRoot`): its origin alone receives the token and the
    /// credentials, and an action's relative URL (`auth/login`) is resolved against it.
    public let server: WebURL

    public init(store: TokenStore, server: WebURL) {
        self.store = store
        self.server = server
    }

    public func register(into registry: inout FeatureRegistry) throws(RegistrationError) {
        try LoginWireTypes.all.register(into: &registry)
        try registry.register(handler: LoginHandler(store: store, server: server), owner: name)
        try registry.register(handler: LogoutHandler(store: store, server: server), owner: name)
        registry.add(requestDecorator: BearerTokenDecorator(store: store, server: server))
    }
}
