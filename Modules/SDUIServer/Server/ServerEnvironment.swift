import Logging
import SDUI

/// Everything the routes share, built once at start-up: the database, the
/// validated content, the factory with the server's features, and the
/// screen catalog.
public struct ServerEnvironment: Sendable {
    public let database: DemoDatabase
    public let content: ContentLibrary
    /// Decodes with the server's feature registry (content validation, downgrades).
    public let factory: ScreenFactory
    let catalog: ScreenCatalog
    let tokens: TokenService
    let renderCache = RenderCache()

    public static func make(configuration: ServerConfiguration, logger: Logger) throws -> ServerEnvironment {
        let database = try DemoDatabase.open(path: configuration.databasePath)
        let factory = ScreenFactory(delegate: try ServerFeatures.registry())
        let content = ContentLibrary.load(from: configuration.contentDirectory, factory: factory, logger: logger)
        return ServerEnvironment(database: database, content: content, factory: factory,
                                 catalog: ScreenCatalog(content: content, dynamic: DynamicScreens.all),
                                 tokens: TokenService(database: database))
    }
}
