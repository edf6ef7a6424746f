import SDUIContract

/// The login feature's screen, declared with the feature rather than with an
/// app, so a client reaches it by linking only the feature's contract: the
/// session opens it on a 401, and whichever server app offers login serves it.
public enum LoginRoutes {
    /// The login form (the reference server's accounts app serves it from a content file).
    public static let form = ScreenRoute<Void>("login")
}
