import SDUI
import SDUIServer

/// A playlist, whose navigation-bar menu offers "Add to favourites" or
/// "Remove from favourites" (whichever applies now) and "New playlist…".
///
/// The menu entries are plain `command` actions: the commands answer
/// `done` with `refresh`, the client reloads, and the menu shows the other
/// entry, with no favourites logic in any client.
enum PlaylistScreen {
    static func build(_ page: PlaylistPage?, id: String, api: String) throws(APIError) -> Screen {
        guard let page else { throw APIError.notFound("There is no playlist '\(id)'.") }
        let (playlist, tracks, isFavourite) = (page.playlist, page.tracks, page.isFavourite)
        let favouriteEntry = isFavourite
            ? TitledAction(title: "Remove from favourites", action: .command(CommandAction(
                url: "\(api)/commands/unfavourite", payload: ["playlist": .string(playlist.id)])))
            : TitledAction(title: "Add to favourites", action: .command(CommandAction(
                url: "\(api)/commands/favourite", payload: ["playlist": .string(playlist.id)])))
        let newPlaylist = TitledAction(title: "New playlist…", action: .command(CommandAction(
            url: "\(api)/commands/playlists/new")))
        var components: [Component] = []
        if tracks.isEmpty {
            components.append(Component(id: "empty", content: TextComponent(paragraphs: ["This playlist has no tracks yet."])))
        } else {
            components.append(Component(id: "track-list", content: LazyListComponent(
                children: tracks.map { TrackRows.component($0, api: api) })))
        }
        return Screen(
            id: "playlist-\(playlist.id)", title: playlist.title, header: MusicHeaders.playlist(playlist),
            sections: [Section(id: "tracks", components: components)],
            navigationBar: NavigationBar(
                secondaryButtons: [favouriteEntry, newPlaylist],
                share: ShareAction(title: "Listen to “\(playlist.title)”", url: "https://music.example/p/\(playlist.id)")),
            analytics: AnalyticsMetadata(screenName: "playlist", properties: ["playlist": playlist.id, "favourite": isFavourite ? "yes" : "no"]))
    }
}
