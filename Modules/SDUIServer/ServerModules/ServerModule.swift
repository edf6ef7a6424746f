/// A part of the server beyond its core (HTTP, routing, catalog, capability
/// filter, render cache), installed into the registry the way an app is:
/// the browser preview (`SDUIServerPreview`) and the release API under
/// `/admin/` (`SDUIServerAdmin`) are. The core names no module; it asks each
/// installed one for its routes once the environment is built, and the
/// module keeps its own slice of configuration, so a server without it has
/// neither its routes nor its settings.
///
/// The target installs the modules it wants beside its apps, in one place:
///
/// ```swift
/// var registry = AppRegistry()
/// try registry.install(ParcelsApp(store: parcels))
/// if preview { try registry.install(BrowserPreview(configuration: PreviewConfiguration(contentDirectory: "Content"))) }
/// if admin { try registry.install(AdminAPI()) }
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

    /// Shown in registration errors; a module is installed once.
    var name: String { get }
    var configuration: Configuration { get }

    /// Adds the module's routes; the core puts them behind its middleware
    /// (errors, limits, compression, metrics), answers `HEAD` for each `GET`
    /// and `OPTIONS` and 405 from the same table as its own routes.
    func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment)
}
