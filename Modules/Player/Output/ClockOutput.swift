import PlayerContract
/// An output that plays nothing audible: position advances with the clock.
///
/// The honest stand-in for a speaker on machines that have none (CI, this
/// container): everything about playback except the sound is real.
public actor ClockOutput: AudioOutput {
    private let time: any TimeSource
    private var offset: Double = 0
    private var startedAt: Double?

    public init(time: any TimeSource = SystemTimeSource()) {
        self.time = time
    }

    public func start(_ track: PlayableTrack, at position: Double) async throws(PlaybackError) {
        offset = position
        startedAt = time.now()
    }

    public func pause() async {
        offset = currentPosition()
        startedAt = nil
    }

    public func resume() async throws(PlaybackError) {
        if startedAt == nil { startedAt = time.now() }
    }

    public func stop() async {
        offset = 0
        startedAt = nil
    }

    public func position() async -> Double { currentPosition() }

    public func failure() async -> PlaybackError? { nil }

    private func currentPosition() -> Double {
        guard let startedAt else { return offset }
        return offset + max(0, time.now() - startedAt)
    }
}
