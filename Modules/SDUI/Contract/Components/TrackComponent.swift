/// One track of an album or playlist; its action is usually `play`.
///
/// ```json
/// {"type": "track", "title": "Beginning and Ending", "subtitle": "Max Richter", "duration": 294,
///  "action": {"type": "play", "tracksMetadataURL": "/v1/albums/886448177210/tracks", "startIndex": 0,
///             "startTrack": {"id": "886448177210-0", "title": "Beginning and Ending", "duration": 294}}}
/// ```
public struct TrackComponent: ComponentContent {
    public static let typeName: TypeName = "track"
    public var title: String
    public var subtitle: String?
    /// Seconds.
    public var duration: Double?
    public var action: Action?

    public init(title: String, subtitle: String? = nil, duration: Double? = nil, action: Action? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.duration = duration
        self.action = action
    }

    public var actions: [Action] { action.map { [$0] } ?? [] }
}
