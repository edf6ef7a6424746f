import SDUIContract

/// Starts playback. `startTrack` carries enough to start at once; the rest of
/// the queue's metadata loads from `tracksMetadataURL` in the background.
///
/// ```json
/// {"type": "play", "tracksMetadataURL": "/v1/albums/brandenburg/tracks", "startIndex": 2,
///  "startTrack": {"id": "brandenburg-3", "title": "Concerto No. 3: Allegro", "subtitle": "J.S. Bach", "duration": 344}}
/// ```
public struct PlayAction: ActionContent {
    public static let typeName: TypeName = "play"

    public var tracksMetadataURL: String
    public var startIndex: Int
    public var startTrack: PlayableTrack

    public init(tracksMetadataURL: String, startIndex: Int, startTrack: PlayableTrack) {
        self.tracksMetadataURL = tracksMetadataURL
        self.startIndex = startIndex
        self.startTrack = startTrack
    }
}

/// What the player needs of one track.
public struct PlayableTrack: Codable, Sendable, Equatable {
    public var id: String
    public var title: String
    public var subtitle: String?
    /// Seconds.
    public var duration: Double
    /// Where the audio is; nil when the output plays nothing audible.
    public var audioURL: String?

    public init(id: String, title: String, subtitle: String? = nil, duration: Double, audioURL: String? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.duration = duration
        self.audioURL = audioURL
    }
}

/// The answer of a tracks-metadata URL: the whole queue.
///
/// ```json
/// {"tracks": [{"id": "brandenburg-1", "title": "Concerto No. 1: Allegro", "duration": 250}]}
/// ```
public struct TrackList: Codable, Sendable, Equatable {
    public var tracks: [PlayableTrack]

    public init(tracks: [PlayableTrack]) { self.tracks = tracks }
}
