/// A part of the server beyond its core (HTTP, routing, catalog, capability
/// filter, render cache), installed into the registry the way an app is:
/// the browser preview (`SDUIServerPreview`), releases with rollouts and
/// their API under `/admin/` (`SDUIServerReleases`), the live streams
/// (`SDUIServerLive`) and the experiments (`SDUIServerExperiments`) are. The core names no module;
/// it asks each installed one for its content files, its state and then its
/// routes, and the module keeps its own slice of configuration, so a server
/// without it has neither its routes, nor its files, nor its settings.
///
/// The target installs the modules it wants beside its apps, in one place:
///
/// ```swift
/// var registry = AppRegistry()
/// try registry.install(ParcelsApp(store: parcels))
/// if preview { try registry.install(BrowserPreview(configuration: PreviewConfiguration(contentDirectory: "Content"))) }
/// try registry.install(Releases())
/// if admin { try registry.install(AdminAPI()) }
/// try registry.install(LiveStreams())
/// ```
///
/// A module of one route:
///
/// ```swift
/// struct Greeting: ServerModule {
///     let name = "Greeting"
///     let configuration: String   // the greeting
///
///     func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {
///         let text = configuration
///         routes.get("greeting") { _, _ in Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(string: text))) }
///     }
/// }
/// ```
public protocol ServerModule: Sendable {
    /// The module's own settings: what `ServerConfiguration` would otherwise hold for it.
    associatedtype Configuration: Sendable

    /// What the module keeps for as long as one environment lives (the live
    /// streams' hub); `Void`, and nothing to write, for a module that keeps nothing.
    associatedtype State: Sendable = Void

    /// Shown in registration errors; a module is installed once.
    var name: String { get }
    /// The module's own settings, so the core's configuration holds none of them.
    var configuration: Configuration { get }
    /// The files it reads beside `screens/` in the content folder and in
    /// releases (`experiments.json`), so they ship with the screens; none by default.
    var contentFiles: [ContentFileKind] { get }
    /// The events it records in the server's own table (`ServerEventKind`),
    /// so clients may not send events of those names; none by default.
    var serverEvents: [ServerEventKind] { get }
    /// Its own tables and data moves, run after the core's and after those
    /// of the apps and modules installed before it, at every start (each
    /// once per database); none by default. A move of an older server's
    /// events out of the clients' table adds `Migration.receivedBeforeServerEvents`.
    var migrations: [Migration] { get }

    /// Makes the module's state, once per environment, as
    /// `ServerEnvironment.make` finishes and before any route is added; its
    /// routes and tests find it with `environment.state(of:)`. This is where
    /// a module subscribes to what the core reports
    /// (`ServerEnvironment.onContentChange(_:)`, the storage's
    /// `onDataVersionChange(_:)`, `ServerEnvironment.onAnalyticsStored(_:)`)
    /// and changes what the core serves (`ServerEnvironment.varyScreens(_:)`).
    /// Other modules' states are not made yet.
    func makeState(environment: ServerEnvironment) -> State

    /// Adds the module's routes; the core puts them behind its middleware
    /// (errors, limits, compression, metrics), answers `HEAD` for each `GET`
    /// and `OPTIONS` and 405 from the same table as its own routes.
    func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment)
}

extension ServerModule {
    /// A module that reads no content file.
    public var contentFiles: [ContentFileKind] { [] }
    /// A module that records no event of its own.
    public var serverEvents: [ServerEventKind] { [] }
    /// A module with no table of its own.
    public var migrations: [Migration] { [] }
}

extension ServerModule where State == Void {
    /// A module that keeps nothing between requests.
    public func makeState(environment: ServerEnvironment) {}
}
