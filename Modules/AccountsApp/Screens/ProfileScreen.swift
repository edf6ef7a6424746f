import AccountsContract
import LoginContract
import SDUIContract
import SDUIServer

/// The logged-in user's page: who they are, what the other apps add for
/// them (the music app's playlists), and logging out. Needs a valid bearer token.
enum ProfileScreen {
    static func build(_ request: ScreenRequest, sections: [ProfileSections]) async throws -> Screen {
        guard let user = request.user else { throw APIError.unauthorized("Log in to see your profile.") }
        var contributed: [Section] = []
        for provider in sections { contributed += try await provider(request, user) }
        let logout = LogoutAction(url: LoginRoutes.signOut.url(api: request.api), then: .navigate(NavigateAction(to: AccountsRoutes.home.path)))
        return Screen(
            id: "profile", title: "Profile", header: Header(title: user.name, subtitle: user.email),
            sections: contributed + [
                Section(id: "account", components: [
                    Component(id: "reload", content: ButtonComponent(label: "Reload", style: .plain, action: .refresh)),
                    Component(id: "logout", content: ButtonComponent(label: "Log out", style: .destructive,
                                                                     action: .custom(CustomAction(logout)))),
                ]),
            ],
            analytics: AnalyticsMetadata(screenName: "profile"))
    }
}
