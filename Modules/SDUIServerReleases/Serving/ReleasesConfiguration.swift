import SDUIServer

/// The releases module's own settings (`Releases`), which the core's configuration no longer holds.
public struct ReleasesConfiguration: Sendable {
    /// Which published release this instance serves (`live` for clients,
    /// `staging` for authors looking before a promote); the content folder
    /// until that channel has one.
    public var channel: ReleaseChannel
    /// How often the instance looks for a newly published release (one indexed row).
    public var interval: Duration = .milliseconds(100)

    public init(channel: ReleaseChannel = .live) {
        self.channel = channel
    }
}
