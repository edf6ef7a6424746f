/// The live streams' own settings, apart from the server's: how many
/// streams an instance holds, and how often it looks and beats.
public struct LiveConfiguration: Sendable {
    /// Streams one instance holds at most (each is a connection and a file descriptor).
    public var maximumStreams = 10_000
    /// Streams one client address holds at most.
    public var maximumPerClient = 64
    /// How often the data versions are read for changes (from memory while nothing changed).
    public var interval: Duration = .milliseconds(50)
    /// How often an idle stream gets a comment, for proxies and the client's idle timeout.
    public var heartbeat: Duration = .seconds(15)
    /// How long one write may wait for a reader that takes no bytes before its
    /// connection is closed (`StreamWriteDeadline`): two beats.
    public var writeTimeout: Duration = .seconds(30)

    public init() {}
}
