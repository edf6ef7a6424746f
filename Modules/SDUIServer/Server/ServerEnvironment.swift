import Foundation
import Logging
import SDUIContract

/// Everything the routes share, built once at start-up from the installed
/// apps: the migrated storage, the validated content, the factory and type
/// table of the feature contracts the apps use, and the screen catalog.
public struct ServerEnvironment: Sendable {
    public let registry: AppRegistry
    public let storage: any ServerStorage
    /// What this instance serves now: the content folder, or what a module
    /// swapped in (`serveContent(_:ifServing:)`: the releases module's release).
    package let published: PublishedContent
    /// Validates content files and turns them into a snapshot (start-up, publish, follow).
    let assembly: ContentAssembly
    /// The content served now.
    public var content: ContentLibrary { published.snapshot.library }
    /// The release served now; nil while the content folder is.
    public var release: Int? { published.snapshot.release }
    /// The apps' and the content's strings in other languages (the apps' win a conflict, which is logged).
    public var translations: Translations { published.snapshot.translations }
    /// Decodes with the apps' feature contracts (content validation, downgrades).
    public let factory: ScreenFactory
    /// Which types each version has, for the capability filter.
    public let contractTable: ContractTypeTable
    package let catalog: ScreenCatalog
    /// The apps' page routes, behind the cursor check.
    let pages: PageCatalog
    /// Each installed module's state (`state(of:)`), made as `make` finishes.
    var moduleStates = ModuleStates()
    /// The modules' observers of stored analytics batches (`onAnalyticsStored(_:)`).
    let analyticsObservers = AnalyticsObservers()
    /// The modules' work beside the HTTP server (`runBesideServer(_:)`).
    let moduleServices = ModuleServices()
    /// The apps' screen routes as the server serves them (`.automatic` reuse decided).
    public var screenRoutes: [RegisteredScreen] { catalog.routes }
    let deepLinks: DeepLinkResolver
    /// What `GET /metrics` shows: requests, latency, render-cache hits and misses.
    public let metrics: ServerMetrics
    /// Whether the instance takes traffic (the readiness endpoint): shared by
    /// every copy of this environment, set by the start-up and the drain.
    public let health = ServerHealth()
    let renderCache: RenderCache
    /// The authenticator's answers kept per token (`Authenticator.credentialReuse`).
    let credentials = CredentialCache()
    /// The server's own pictures (`Content/images`), served at `/images/{name}`.
    public let pictures: PictureLibrary
    /// Answers `SDUI-Debug: origins` (`ServerConfiguration.debugOrigins`).
    var debugOrigins = false
    /// Whose forwarding header names the client (`ServerConfiguration.trustedProxies`).
    package internal(set) var trustedProxies = TrustedProxies()
    /// Whether requests are traced (`ServerConfiguration.tracing`).
    var tracing = false

    /// Runs the apps' migrations on `storage`, then loads and validates the content
    /// (the server's folder and any the apps registered). Throws
    /// `ServerStartupError` when the content folder is missing or there is no
    /// valid `home` screen, before the storage is touched. `metrics` is
    /// where measurements go: a fresh registry unless the caller also reports
    /// other libraries' metrics into one.
    public static func make(configuration: ServerConfiguration, apps registry: AppRegistry, storage: any ServerStorage,
                            metrics: ServerMetrics = ServerMetrics(), logger: Logger) throws -> ServerEnvironment {
        try ServerStartupError.checkFolder(configuration.contentDirectory)
        var features = ContractRegistry()
        for types in registry.contracts { try types.register(into: &features) }
        let factory = ScreenFactory(delegate: features)
        let table = ContractTypeTable(features: registry.contracts)
        guard table.shapeConflicts.isEmpty else { throw ServerStartupError.conflictingMembers(table.shapeConflicts) }
        var appFolders: [(folder: String, library: ContentLibrary)] = []
        for folder in registry.contentFolders {
            appFolders.append((folder, ContentLibrary.load(from: folder, factory: factory, table: table, logger: logger)))
        }
        let assembly = ContentAssembly(factory: factory, table: table, appFolders: appFolders, appTranslations: registry.translations,
                                       routes: ScreenRouteIndex(registry.screens), requiredScreens: registry.contentScreens,
                                       types: features.descriptors, moduleFiles: registry.contentFileKinds)
        let folder = try assembly.snapshot(ContentFiles.read(from: configuration.contentDirectory), release: nil,
                                           source: configuration.contentDirectory, logger: logger)
        let content = folder.library
        let home = ["home"]
        if content.screens["home"] == nil, !registry.screens.contains(where: { $0.pattern.match(home) != nil }) {
            let folder = URL(fileURLWithPath: configuration.contentDirectory).standardizedFileURL.path
            throw ServerStartupError.noHomeScreen(folder: folder, rejected: content.rejected["home"])
        }
        for (path, app) in registry.contentScreens where content.screens[path] == nil {
            throw ServerStartupError.missingContentScreen(path: path, app: app, rejected: content.rejected[path])
        }
        let declared = Set(registry.dataSets.map(\.name))
        for route in registry.screens + registry.pages {
            if let missing = route.reuse.dataSets.first(where: { !declared.contains($0) }) {
                throw ServerStartupError.undeclaredDataSet(screen: route.pattern.description, dataSet: missing)
            }
        }
        if case .untilChanged(let sets) = registry.authenticator?.credentialReuse,
           let missing = sets.first(where: { !declared.contains($0) }) {
            throw ServerStartupError.undeclaredDataSet(screen: "the authenticator's credential reuse", dataSet: missing)
        }
        let decided = { (route: RegisteredScreen) -> RegisteredScreen in
            let resolved = route.resolvingAutomaticReuse(dataSets: registry.dataSets.filter(\.readByScreens).map(\.name),
                                                         appsWithDataSets: registry.appsWithDataSets)
            if let warning = resolved.warning { logger.warning("\(warning)") }
            return resolved.screen
        }
        let routes = registry.screens.map(decided)
        let pageRoutes = ScreenCatalog(content: nil, routes: registry.pages.map(decided), storage: storage, noun: "page")
        try storage.migrate(registry.migrations)
        let published = PublishedContent(folder)
        var environment = ServerEnvironment(registry: registry, storage: storage, published: published, assembly: assembly,
                                 factory: factory, contractTable: table,
                                 catalog: ScreenCatalog(content: published, routes: routes, storage: storage, themes: registry.themes),
                                 pages: PageCatalog(routes: pageRoutes, cursors: PageCursor(storage: storage)),
                                 deepLinks: DeepLinkResolver(rules: registry.deepLinks), metrics: metrics,
                                 renderCache: RenderCache(metrics: metrics),
                                 pictures: PictureLibrary.load(from: configuration.contentDirectory, logger: logger),
                                 debugOrigins: configuration.debugOrigins, trustedProxies: configuration.trustedProxies,
                                 tracing: configuration.tracing)
        environment.moduleStates = ModuleStates(making: environment)
        return environment
    }
}
