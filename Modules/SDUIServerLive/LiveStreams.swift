import SDUIContract
import SDUIServer

/// Live screens and the live widget as server-sent events, a `ServerModule`:
/// it answers the contract's two live endpoints, which the core leaves to a
/// module (without it they are 404s, and clients keep to each screen's
/// `refreshInterval`):
///
/// | Method | Path | Answer |
/// | --- | --- | --- |
/// | GET | `/v{version}/live/{path}` | the screen's stream: `changed` whenever its rendering for this client changes |
/// | GET | `/v{version}/widget/live` | the widget's stream |
///
/// Its state is one `LiveHub` per environment (`environment.liveStreams`),
/// woken by the storage's data-version notifications (PostgreSQL's
/// LISTEN/NOTIFY across instances) and by every release the instance swaps in.
///
/// ```swift
/// var limits = LiveConfiguration()
/// limits.maximumPerClient = 16
/// try registry.install(LiveStreams(configuration: limits))
/// ```
public struct LiveStreams: ServerModule {
    public let name = "Live"
    public let configuration: LiveConfiguration

    public init(configuration: LiveConfiguration = LiveConfiguration()) {
        self.configuration = configuration
    }

    /// The hub over the data sets the screens read, subscribed to the storage's
    /// notifications and to the content's changes; both hold it weakly, so it
    /// goes with the environment.
    public func makeState(environment: ServerEnvironment) -> LiveHub {
        let storage = environment.storage
        let readSets = environment.registry.dataSets.filter(\.readByScreens).map(\.name)
        let hub = LiveHub(limits: configuration) { try await storage.dataVersions(of: readSets) }
        storage.onDataVersionChange { [weak hub] in hub?.wake() }
        environment.onContentChange { [weak hub] in hub?.contentChanged() }
        return hub
    }

    public func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {
        // Made with every environment whose registry installs this module: the guard only spares an unwrap.
        guard let hub = environment.liveStreams else { return }
        let handlers = LiveHandlers(core: APIHandlers(environment: environment), hub: hub)
        routes.answer(.live, use: handlers.live)
        routes.answer(.liveWidget, use: handlers.liveWidget)
    }
}

extension ServerEnvironment {
    /// The live streams' hub of this environment (how many streams are open,
    /// `close()`); nil when `LiveStreams` is not installed.
    public var liveStreams: LiveHub? { state(of: LiveStreams.self) }
}
