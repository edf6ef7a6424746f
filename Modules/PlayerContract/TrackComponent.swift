import SDUIContract

/// One track of an album or playlist; its action is usually `play`.
///
/// ```json
/// {"type": "track", "title": "Aria", "subtitle": "Goldberg Variations", "duration": 232, "durationText": "3:52",
///  "action": {"type": "play", "tracksMetadataURL": "/v1/albums/goldberg-2015/tracks", "startIndex": 0,
///             "startTrack": {"id": "goldberg-2015-1", "title": "Aria", "duration": 232}}}
/// ```
public struct TrackComponent: ComponentContent {
    public static let typeName: TypeName = "track"
    public var title: String
    public var subtitle: String?
    /// Seconds, for clients that compute with it (a player's progress, a total).
    public var duration: Double?
    /// The duration as the server wrote it for people (`3:52`): shown as sent,
    /// so a server decides the format (and its language) for every client.
    public var durationText: String?
    public var action: Action?
    /// `false` (or an expression that gives false, §8.1) shows the track without its
    /// action: dimmed, not focusable, nothing runs. Absent means enabled.
    public var enabled: Bool?

    public init(title: String, subtitle: String? = nil, duration: Double? = nil, durationText: String? = nil,
                action: Action? = nil, enabled: Bool? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.duration = duration
        self.durationText = durationText
        self.action = action
        self.enabled = enabled
    }

    public var isEnabled: Bool { enabled ?? true }
    /// What a client shows: the server's text, else the number formatted here (a server from before `durationText`).
    public var displayedDuration: String? { durationText ?? duration.map(TrackDuration.format) }
    /// The action the track runs now: none while disabled.
    public var activeAction: Action? { isEnabled ? action : nil }
    public var actions: [Action] { activeAction.map { [$0] } ?? [] }
}

extension TrackComponent: SwitchableContent {
    public var switchedAction: (name: String, action: Action)? { action.map { (title, $0) } }
}
