/// Where the server listens and where its content is. Where its data is
/// belongs to the storage the target builds (see `DemoServer`).
public struct ServerConfiguration: Sendable {
    public var host: String
    /// 0 picks a free port (tests); the chosen one is reported when ready.
    public var port: Int
    /// The folder holding `screens/`.
    public var contentDirectory: String
    /// Serves `POST /v{version}/preview/screen` for authors (`sdui preview FILE --server URL`);
    /// off unless asked for, since it turns any posted document into a screen.
    public var preview: Bool

    public init(host: String = "127.0.0.1", port: Int = 8080, contentDirectory: String = "Content", preview: Bool = false) {
        self.host = host
        self.port = port
        self.contentDirectory = contentDirectory
        self.preview = preview
    }
}
