import PlayerContract
/// Where audio goes. Playback logic never touches a device directly, so the
/// same player runs with a clock-driven output (tests, machines without
/// audio) or an external player command.
public protocol AudioOutput: Sendable {
    /// Starts a track at a position (seconds), replacing whatever was playing.
    func start(_ track: PlayableTrack, at position: Double) async throws(PlaybackError)
    func pause() async
    func resume() async throws(PlaybackError)
    func stop() async
    /// Seconds played of the current track.
    func position() async -> Double
    /// A failure the output ran into on its own since the last start (a command that exited).
    func failure() async -> PlaybackError?
}
