import AccountsContract
import LoginContract
import SDUIContract
import SDUIServer

/// What another app shows on a user's profile, asked for each time the
/// profile is built (the music app's favourite and own playlists).
public typealias ProfileSections = @Sendable (ScreenRequest, AuthenticatedUser) async throws -> [Section]

/// What another app does when a user logs in from an install it kept a
/// guest's state for (the music app moves that guest's favourites and
/// playlists to the user). Called after the login succeeded; a failure is
/// logged and does not undo the login.
public typealias SignInHandler = @Sendable (_ user: AuthenticatedUser, _ installID: String) async throws -> Void

/// The accounts every app shares: users, login and logout endpoints, the
/// bearer tokens the framework checks on every request, and the profile
/// screen. Reads and writes its data only through an `AccountStore`.
///
/// ```swift
/// try registry.install(AccountsApp(store: SQLAccountStore(database), profileSections: [music.profileSections]))
/// ```
public struct AccountsApp: ServerApp {
    public let name = "Accounts"
    public let store: any AccountStore
    public let profileSections: [ProfileSections]
    /// Told of each login that came with an install id (`SDUI-Install-ID`).
    public let onSignIn: [SignInHandler]
    /// bcrypt's work per password: production's, or the tests' (see `PasswordCost`).
    public let passwordCost: PasswordCost

    public init(store: any AccountStore, profileSections: [ProfileSections] = [], onSignIn: [SignInHandler] = [],
                passwordCost: PasswordCost = .production) {
        self.store = store
        self.profileSections = profileSections
        self.onSignIn = onSignIn
        self.passwordCost = passwordCost
    }

    public func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
        let tokens = TokenService(store: store, passwordCost: passwordCost)
        let sections = profileSections
        let signInHandlers = onSignIn
        registry.contract(LoginWireTypes.all)
        try registry.migration(AccountMigrations.schema)
        try registry.migration(AccountMigrations.seed(cost: passwordCost))
        try registry.migration(AccountMigrations.loginFailures)
        try registry.dataSet(AccountMigrations.dataSet)
        try registry.dataSet(AccountMigrations.sessions)
        try registry.authenticator(tokens)

        // A `LoginRequest` in, a `LoginResponse` out, or 401; the apps that kept
        // this install's guest state are told, before the client's next request.
        // The web client (`SDUI-Client: web`) gets the token in an HttpOnly
        // cookie and only its expiry in the answer (`WebLoginResponse`).
        try registry.endpoint(LoginRoutes.signIn) { request, _ in
            let install = try request.installID()
            let credentials = try await request.body(as: LoginRequest.self)
            let (answer, user) = try await tokens.signIn(credentials, clientAddress: request.clientAddress)
            request.logger.info("login", metadata: ["user": .string(credentials.username)])
            if let install {
                for handler in signInHandlers {
                    do {
                        try await handler(user, install)
                    } catch {
                        request.logger.warning("a guest's state was not moved to the user on login; the next login tries again",
                                               metadata: ["user": .stringConvertible(user.id), "error": .string("\(error)")])
                    }
                }
            }
            if request.isWebClient {
                return .settingCookie(try .json(encoding: WebLoginResponse(expiresAt: answer.expiresAt), cacheControl: "no-store"),
                                      request.sessionCookie(token: answer.token, expiresAt: answer.expiresAt))
            }
            return try .json(encoding: answer, cacheControl: "no-store")
        }
        // Revokes the bearer token (or the web client's cookie's); 204 whether
        // or not it was valid, and the web client's browser forgets the cookie.
        try registry.endpoint(LoginRoutes.signOut) { request, _ in
            if let token = try request.bearerToken() { try await tokens.logout(token: token) }
            if request.isWebClient { return .settingCookie(.noContent(cacheControl: "no-store"), request.clearedSessionCookie()) }
            return .noContent(cacheControl: "no-store")
        }
        try registry.screen(AccountsRoutes.profile, requiresLogin: true) { request, _ in
            try await ProfileScreen.build(request, sections: sections)
        }
        // The profile's logout leads home.
        try registry.contentScreen(AccountsRoutes.home)
    }
}
