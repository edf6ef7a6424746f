import SDUIContract

/// The login feature's screen and endpoints, declared with the feature rather
/// than with an app, so a client reaches them by linking only the feature's
/// contract: the session opens the screen on a 401, and whichever server app
/// offers login serves all three.
public enum LoginRoutes {
    /// The login form (the reference server's accounts app serves it from a content file).
    public static let form = ScreenRoute<Void>("login")
    /// Where a `login` action sends a `LoginRequest`; answers a `LoginResponse` (or `WebLoginResponse`).
    public static let signIn = EndpointRoute<Void>(.post, "auth/login")
    /// Where a `logout` action revokes the token; answers 204.
    public static let signOut = EndpointRoute<Void>(.post, "auth/logout")
}
