/// How to start the server: where to listen and where its data and content are.
public struct ServerConfiguration: Sendable {
    public var host: String
    /// 0 picks a free port (tests); the chosen one is reported when ready.
    public var port: Int
    /// A SQLite file (created and seeded when new), or `:memory:`.
    public var databasePath: String
    /// The folder holding `screens/`.
    public var contentDirectory: String

    public init(host: String = "127.0.0.1", port: Int = 8080, databasePath: String = "sdui-demo.sqlite",
                contentDirectory: String = "Content") {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.contentDirectory = contentDirectory
    }
}
