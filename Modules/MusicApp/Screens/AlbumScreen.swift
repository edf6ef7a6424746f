import KeepOfflineContract
import MusicContract
import PlayerContract
import SDUIContract
import SDUIServer

/// An album: its header and its tracks, each playable, and "Keep for
/// offline" and "Remove from offline" in the navigation-bar menu (the
/// KeepOffline feature's actions: a client without it is not offered them,
/// as the capability filter drops a menu entry without its action).
enum AlbumScreen {
    static func build(_ page: AlbumPage?, id: String, api: String) throws(APIError) -> Screen {
        guard let page else { throw APIError.notFound("There is no album '\(id)'.") }
        let (album, tracks) = (page.album, page.tracks)
        let total = tracks.reduce(0) { $0 + $1.duration }
        return Screen(
            id: "album-\(album.id)", title: album.title, header: MusicHeaders.album(album),
            sections: [
                Section(id: "tracks", heading: SectionHeading(title: "\(tracks.count) tracks • \(TrackDuration.format(Double(total)))"),
                        components: [
                            Component(id: "track-list", content: LazyListComponent(
                                children: tracks.map { TrackRows.component($0, api: api) })),
                        ]),
                Section(id: "player", components: [
                    Component(id: "mini-player", content: MiniPlayerComponent()),
                    // Clients without the player feature drop the button: it needs its action.
                    Component(id: "pause", content: ButtonComponent(
                        label: "Pause or resume", style: .plain,
                        action: .custom(CustomAction(PlayerControlAction(command: .togglePause))))),
                ]),
            ],
            navigationBar: NavigationBar(secondaryButtons: offlineMenu(MusicRoutes.album.path(album.id))),
            analytics: AnalyticsMetadata(screenName: "album", properties: ["album": album.id]))
    }

    /// Keep the screen at `path` for offline use, or stop keeping it: the client knows which
    /// it keeps (the server does not), so both are offered and each says what it did.
    static func offlineMenu(_ path: ScreenPath) -> [TitledAction] {
        [TitledAction(title: "Keep for offline", action: .custom(CustomAction(KeepOfflineAction(path: path.description)))),
         TitledAction(title: "Remove from offline", action: .custom(CustomAction(RemoveOfflineAction(path: path.description))))]
    }

    /// The queue of an album, as its `tracksMetadataURL` answers it.
    static func trackList(_ page: AlbumPage?, id: String) throws(APIError) -> TrackList {
        guard let page else { throw APIError.notFound("There is no album '\(id)'.") }
        return TrackList(tracks: page.tracks.map(TrackRows.playable))
    }
}
