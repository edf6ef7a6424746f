import SDUI

/// Where a session sends the user when the server answers 401, and which
/// actions count as signing in.
///
/// The core knows nothing about logging in: a target that links a login
/// feature describes it here, and the session then (1) shows `screen`
/// when a screen or command answers 401, and (2) after one of
/// `signInActions` succeeds, retries what was asked. Without a route a 401
/// is an ordinary failure, as in the clip.
///
/// ```swift
/// let session = Session(api: api, registry: registry, presenter: terminal,
///                       authentication: AuthenticationRoute(screen: LoginRoutes.form.path,
///                                                           signInActions: [LoginAction.typeName]))
/// ```
public struct AuthenticationRoute: Sendable, Equatable {
    /// The login screen, such as `login`.
    public var screen: ScreenPath
    /// Feature action types whose success means "signed in" (`login`).
    public var signInActions: Set<TypeName>
    public var presentation: Presentation

    public init(screen: ScreenPath, signInActions: Set<TypeName>, presentation: Presentation = .push) {
        self.screen = screen
        self.signInActions = signInActions
        self.presentation = presentation
    }
}
