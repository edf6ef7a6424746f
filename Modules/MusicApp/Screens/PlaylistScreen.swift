import MusicContract
import SDUIContract
import SDUIServer

/// A playlist with a favourite heart above its tracks, and "Add to
/// favourites" (or "Remove from favourites") and "New playlist…" in the
/// navigation-bar menu.
///
/// The heart is a plain `button` drawn from the `favourite` state key; its
/// `command` sends the wanted value (`@{!favourite}`) and answers `done`
/// with a patch that sets the key (`refresh` for clients without patches).
/// The command declares the change it expects (`optimistic`): a client
/// with `f:optimistic@1` fills the heart (and flips the menu entry) at once
/// and puts it back if the command fails, as one with the Favourites
/// feature does for the heart alone; any other client shows the change
/// when the patch or the refreshed screen arrives. The analytics property
/// `favourite` reads the same key, so a patched screen reports what it
/// shows. There is no favourites logic in the contract itself.
enum PlaylistScreen {
    static func build(_ page: PlaylistPage?, id: String, request: ScreenRequest) throws(APIError) -> Screen {
        guard let page else { throw APIError.notFound("There is no playlist '\(id)'.") }
        let (playlist, tracks, isFavourite) = (page.playlist, page.tracks, page.isFavourite)
        var favourite = request.command(
            MusicRoutes.favourite, payload: ["playlist": .string(playlist.id), "favourite": .string("@{!favourite}")])
        // What the command expects, for clients that show it at once (`f:optimistic@1`).
        favourite.optimistic = OptimisticUpdate(
            state: ["favourite": .string("@{!favourite}")],
            failureMessage: "@{favourite ? 'Could not remove this from your favourites' : 'Could not add this to your favourites'}")
        let toggle = Action.command(favourite)
        let heart = Component(id: "favourite", content: ButtonComponent(
            label: "@{favourite ? '♥ In your favourites' : '♡ Add to favourites'}", style: .secondary, action: toggle))
        // The menu says the same as the heart, and flips with it (the seed's more-menu).
        var menu = [TitledAction(title: "@{favourite ? 'Remove from favourites' : 'Add to favourites'}", action: toggle),
                    TitledAction(title: "New playlist…", action: .command(request.command(MusicRoutes.newPlaylist)))]
        // Editorial playlists have no owner, and a client without a login or install id is nobody's.
        if let owner = OwnerKey.of(request), playlist.ownerKey == owner {
            menu.append(TitledAction(title: "Add a track…", action: .command(request.command(
                MusicRoutes.addTrack, payload: ["playlist": .string(playlist.id)]))))
        }
        let components = [tracks.isEmpty ? empty : trackList(tracks, api: request.api)]
        return Screen(
            id: "playlist-\(playlist.id)", title: playlist.title, header: MusicHeaders.playlist(playlist),
            initialState: ["favourite": .bool(isFavourite)],
            sections: [Section(id: "favourite", components: [heart]), Section(id: "tracks", components: components)],
            navigationBar: NavigationBar(
                secondaryButtons: menu,
                share: ShareAction(title: "Listen to “\(playlist.title)”", url: "https://music.example/p/\(playlist.id)")),
            analytics: AnalyticsMetadata(screenName: "playlist", properties: ["playlist": playlist.id, "favourite": "@{favourite ? 'yes' : 'no'}"]))
    }

    /// What an empty playlist shows where its tracks go.
    static let empty = Component(id: "empty", content: TextComponent(paragraphs: ["This playlist has no tracks yet."]))

    /// The playlist's tracks, in order.
    static func trackList(_ tracks: [Track], api: String) -> Component {
        Component(id: "track-list", content: LazyListComponent(children: tracks.map { TrackRows.component($0, api: api) }))
    }
}
