import GRDB
import PlayerContract
import SDUI

/// An album: its header and its tracks, each playable.
enum AlbumScreen {
    static func build(_ request: ScreenRequest, id: String) async throws -> Screen {
        let found = try await request.database.read { db -> (AlbumRecord, [TrackRecord])? in
            guard let album = try AlbumRecord.fetchOne(db, key: id) else { return nil }
            return (album, try TrackRecord.filter(Column("albumID") == id).order(Column("position")).fetchAll(db))
        }
        guard let (album, tracks) = found else {
            throw APIError.notFound("There is no album '\(id)'.")
        }
        let total = tracks.reduce(0) { $0 + $1.duration }
        return Screen(
            id: "album-\(album.id)", title: album.title, header: MusicHeaders.album(album),
            sections: [
                Section(id: "tracks", heading: SectionHeading(title: "\(tracks.count) tracks • \(TrackDuration.format(Double(total)))"),
                        components: [
                            Component(id: "track-list", content: LazyListComponent(
                                children: tracks.map { TrackRows.component($0, api: request.api) })),
                        ]),
                Section(id: "player", components: [
                    Component(id: "mini-player", content: MiniPlayerComponent()),
                    // Clients without the player feature drop the button: it needs its action.
                    Component(id: "pause", content: ButtonComponent(
                        label: "Pause or resume", style: .plain,
                        action: .custom(CustomAction(PlayerControlAction(command: .togglePause))))),
                ]),
            ],
            analytics: AnalyticsMetadata(screenName: "album", properties: ["album": album.id]))
    }

    /// The queue of an album, as its `tracksMetadataURL` answers it.
    static func trackList(_ database: DemoDatabase, id: String) async throws -> TrackList {
        let tracks = try await database.read { db -> [TrackRecord]? in
            guard try AlbumRecord.exists(db, key: id) else { return nil }
            return try TrackRecord.filter(Column("albumID") == id).order(Column("position")).fetchAll(db)
        }
        guard let tracks else { throw APIError.notFound("There is no album '\(id)'.") }
        return TrackList(tracks: tracks.map(TrackRows.playable))
    }
}
