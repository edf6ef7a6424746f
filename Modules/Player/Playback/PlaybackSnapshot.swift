/// What the mini-player and the queue view show at one moment.
public struct PlaybackSnapshot: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        case stopped, playing, paused
    }

    public var status: Status
    public var queue: [PlayableTrack]
    /// Index of the current track in `queue`; nil when stopped with nothing queued.
    public var index: Int?
    /// Seconds into the current track.
    public var position: Double
    /// Set when playback stopped because of a failure; shown to the user.
    public var message: String?

    public var track: PlayableTrack? {
        guard let index, queue.indices.contains(index) else { return nil }
        return queue[index]
    }

    public static let idle = PlaybackSnapshot(status: .stopped, queue: [], index: nil, position: 0, message: nil)
}
