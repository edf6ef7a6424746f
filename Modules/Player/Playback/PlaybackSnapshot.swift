import PlayerContract
/// What the mini-player and the queue view show at one moment.
public struct PlaybackSnapshot: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        case stopped, playing, paused
    }

    /// Whether `queue` is the whole queue yet.
    public enum QueueState: Sendable, Equatable {
        /// `queue` is all there is.
        case complete
        /// Only the start track is known; the rest of the queue's metadata is on its way.
        case loading
        /// The rest of the queue's metadata could not be fetched; the start track plays alone.
        case unavailable
    }

    public var status: Status
    /// Shared with the player (copy-on-write): taking a snapshot never copies the tracks.
    public var queue: [PlayableTrack]
    /// Index of the current track in `queue`; nil when stopped with nothing queued.
    public var index: Int?
    /// Seconds into the current track.
    public var position: Double
    /// Set when playback stopped because of a failure; shown to the user.
    public var message: String?
    public var queueState: QueueState = .complete
    /// While the queue loads: where the current track will sit in the whole queue (from `play`'s start index).
    public var expectedIndex: Int?

    public var track: PlayableTrack? {
        guard let index, queue.indices.contains(index) else { return nil }
        return queue[index]
    }

    public static let idle = PlaybackSnapshot(status: .stopped, queue: [], index: nil, position: 0, message: nil)
}
