import MusicContract
import PlayerContract
import SDUIContract

/// Track components with `play` actions, shared by album and playlist screens.
/// The server writes each duration for people (`durationText`) and keeps the
/// number for clients that compute.
///
/// The `play` action carries the first track in full so playback starts at
/// once, and points at the album's track list for the rest of the queue.
enum TrackRows {
    static func component(_ track: Track, api: String, idPrefix: String = "track") -> Component {
        Component(id: "\(idPrefix)-\(track.id)", content: TrackComponent(
            title: track.title, subtitle: track.subtitle, duration: Double(track.duration),
            durationText: TrackDuration.format(Double(track.duration)),
            action: .custom(CustomAction(play(track, api: api)))))
    }

    static func play(_ track: Track, api: String) -> PlayAction {
        PlayAction(tracksMetadataURL: MusicRoutes.albumTracks.url(track.albumID, api: api), startIndex: track.position,
                   startTrack: playable(track))
    }

    static func playable(_ track: Track) -> PlayableTrack {
        PlayableTrack(id: track.id, title: track.title, subtitle: track.subtitle, duration: Double(track.duration))
    }
}
