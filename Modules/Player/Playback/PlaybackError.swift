/// Why playback could not start or stopped on its own.
public enum PlaybackError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The configured player command could not be started.
    case outputUnavailable(command: String, reason: String)
    /// The player command ended before the track did.
    case outputStopped(command: String, status: Int32)
    /// The track's audio could not be fetched.
    case audioUnavailable(trackID: String, reason: String)

    public var description: String {
        switch self {
        case .outputUnavailable(let command, let reason): return "cannot start '\(command)': \(reason)"
        case .outputStopped(let command, let status): return "'\(command)' stopped early (exit status \(status))"
        case .audioUnavailable(let trackID, let reason): return "no audio for track \(trackID): \(reason)"
        }
    }
}
