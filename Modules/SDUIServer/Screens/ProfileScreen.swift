import GRDB
import LoginContract
import SDUI

/// The logged-in user's page: who they are, their favourite and own
/// playlists, and logging out. Needs a valid bearer token.
enum ProfileScreen {
    static func build(_ request: ScreenRequest) async throws -> Screen {
        guard let user = request.user else { throw APIError.unauthorized("Log in to see your profile.") }
        let owner = OwnerKey.of(user)
        let (favourites, own) = try await request.database.read { db in
            (try PlaylistRecord.fetchAll(db, sql: """
                SELECT playlist.* FROM playlist JOIN favourite ON favourite.playlistID = playlist.id
                WHERE favourite.ownerKey = ? ORDER BY playlist.title
                """, arguments: [owner]),
             try PlaylistRecord.filter(Column("ownerKey") == owner).order(Column("title")).fetchAll(db))
        }
        func rows(_ playlists: [PlaylistRecord], prefix: String, empty: String) -> [Component] {
            guard !playlists.isEmpty else {
                return [Component(id: "\(prefix)-empty", content: TextComponent(style: .footnote, paragraphs: [empty]))]
            }
            return playlists.map { playlist in
                Component(id: "\(prefix)-\(playlist.id)", content: DetailRowComponent(
                    title: playlist.title, subtitle: playlist.description, primaryAction: MusicHeaders.navigateToPlaylist(playlist)))
            }
        }
        let logout = LogoutAction(url: "\(request.api)/auth/logout", then: .navigate(NavigateAction(destination: "home")))
        return Screen(
            id: "profile", title: "Profile", header: Header(title: user.name, subtitle: user.email),
            sections: [
                Section(id: "favourites", heading: SectionHeading(title: "Favourite playlists"),
                        components: rows(favourites, prefix: "favourite", empty: "No favourites yet.")),
                Section(id: "own", heading: SectionHeading(title: "Your playlists"),
                        components: rows(own, prefix: "own", empty: "You have not made a playlist yet.")),
                Section(id: "account", components: [
                    Component(id: "reload", content: ButtonComponent(label: "Reload", style: .plain, action: .refresh)),
                    Component(id: "logout", content: ButtonComponent(label: "Log out", style: .destructive,
                                                                     action: .custom(CustomAction(logout)))),
                ]),
            ],
            analytics: AnalyticsMetadata(screenName: "profile"))
    }
}
