import Player

/// A named stub for the speaker edge: a `ClockOutput` that can refuse to
/// start (a player command that is missing) or report that it stopped on
/// its own once the position reaches a point (a command that exits early).
actor ScriptedOutput: AudioOutput {
    private let clock: ClockOutput
    private let startError: PlaybackError?
    private let failsAt: Double?
    private var failed = false

    /// - Parameters:
    ///   - startError: thrown by every `start`.
    ///   - failsAt: position (seconds) from which `failure()` reports that the command exited.
    init(time: any TimeSource, startError: PlaybackError? = nil, failsAt: Double? = nil) {
        clock = ClockOutput(time: time)
        self.startError = startError
        self.failsAt = failsAt
    }

    static let command = "mpv --no-video -"

    func start(_ track: PlayableTrack, at position: Double) async throws(PlaybackError) {
        if let startError { throw startError }
        failed = false
        try await clock.start(track, at: position)
    }

    func pause() async { await clock.pause() }
    func resume() async throws(PlaybackError) { try await clock.resume() }
    func stop() async { await clock.stop() }
    func position() async -> Double { await clock.position() }

    func failure() async -> PlaybackError? {
        if !failed, let failsAt, await clock.position() >= failsAt { failed = true }
        return failed ? .outputStopped(command: Self.command, status: 1) : nil
    }
}
