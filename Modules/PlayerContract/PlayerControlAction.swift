import SDUIContract

/// Controls playback from a screen (a "pause" button, say) or a key binding.
///
/// ```json
/// {"type": "playerControl", "command": "next"}
/// {"type": "playerControl", "command": "seek", "seconds": 90}
/// ```
public struct PlayerControlAction: ActionContent {
    public static let typeName: TypeName = "playerControl"

    public enum Command: String, TolerantEnum {
        case togglePause, next, previous, stop, seek
        public static let defaultCase = Command.togglePause
    }

    public var command: Command
    /// For `seek`: the position in seconds.
    public var seconds: Double?

    public init(command: Command, seconds: Double? = nil) {
        self.command = command
        self.seconds = seconds
    }
}
