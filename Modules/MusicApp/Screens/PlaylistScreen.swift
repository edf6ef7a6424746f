import MusicContract
import SDUIContract
import SDUIServer

/// A playlist with a favourite heart above its tracks, and "New playlist…"
/// in the navigation-bar menu.
///
/// The heart is a plain `button` drawn from the `favourite` state key; its
/// `command` sends the wanted value (`@{!favourite}`) and answers `done`
/// with `refresh`. A client with the Favourites feature fills the heart at
/// once and puts it back if the command fails; any other client shows the
/// change when the refreshed screen arrives. There is no favourites logic
/// in the contract itself.
enum PlaylistScreen {
    static func build(_ page: PlaylistPage?, id: String, request: ScreenRequest) throws(APIError) -> Screen {
        guard let page else { throw APIError.notFound("There is no playlist '\(id)'.") }
        let (playlist, tracks, isFavourite) = (page.playlist, page.tracks, page.isFavourite)
        let heart = Component(id: "favourite", content: ButtonComponent(
            label: "@{favourite ? '♥ In your favourites' : '♡ Add to favourites'}", style: .secondary,
            action: .command(request.command(
                MusicRoutes.favourite, payload: ["playlist": .string(playlist.id), "favourite": .string("@{!favourite}")]))))
        let newPlaylist = TitledAction(title: "New playlist…", action: .command(request.command(MusicRoutes.newPlaylist)))
        var components: [Component] = []
        if tracks.isEmpty {
            components.append(Component(id: "empty", content: TextComponent(paragraphs: ["This playlist has no tracks yet."])))
        } else {
            components.append(Component(id: "track-list", content: LazyListComponent(
                children: tracks.map { TrackRows.component($0, api: request.api) })))
        }
        return Screen(
            id: "playlist-\(playlist.id)", title: playlist.title, header: MusicHeaders.playlist(playlist),
            initialState: ["favourite": .bool(isFavourite)],
            sections: [Section(id: "favourite", components: [heart]), Section(id: "tracks", components: components)],
            navigationBar: NavigationBar(
                secondaryButtons: [newPlaylist],
                share: ShareAction(title: "Listen to “\(playlist.title)”", url: "https://music.example/p/\(playlist.id)")),
            analytics: AnalyticsMetadata(screenName: "playlist", properties: ["playlist": playlist.id, "favourite": isFavourite ? "yes" : "no"]))
    }
}
