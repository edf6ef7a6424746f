import SDUIServer

/// Experiments (`Experiment`), a `ServerModule`: it reads the content's
/// `experiments.json` (published, diffed and rolled back with the screens),
/// serves each install its variant of the screens an experiment runs on,
/// and records each install's exposure once in the server's own analytics
/// table, on every instance, when the screen is served or, for an
/// experiment `exposedBy` a component, when that component's impression
/// arrives. `ExperimentReport` reads the exposures back.
///
/// Without it, a server serves every screen as it is; the folder's
/// `experiments.json` is ignored with a logged warning, and a release
/// holding one is refused, naming the file.
///
/// ```swift
/// try registry.install(Experiments())
/// ```
public struct Experiments: ServerModule {
    public let name = "Experiments"
    public let configuration: ExperimentsConfiguration

    public init(configuration: ExperimentsConfiguration = ExperimentsConfiguration()) {
        self.configuration = configuration
    }

    public var contentFiles: [ContentFileKind] { [ExperimentFile.file.kind] }

    /// The exposures, which clients may not send.
    public var serverEvents: [ServerEventKind] { [ExposureLog.kind] }

    public var migrations: [Migration] { [ExposureMigration.migration] }

    /// The log of exposures this instance wrote, through which every screen
    /// request asks for its variant and every analytics batch is read for
    /// the impressions that expose.
    public func makeState(environment: ServerEnvironment) -> ExposureLog {
        let log = ExposureLog(store: environment.storage.analyticsEvents, memory: configuration.exposureMemory)
        environment.varyScreens { path, install, content in try await log.variant(at: path, install: install, content: content) }
        environment.onAnalyticsStored { batch, install, content in await log.recordSeen(batch, install: install, content: content) }
        return log
    }

    /// No routes: the report is read from the database (`ExperimentReport.load`).
    public func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {}
}

extension ServerEnvironment {
    /// The experiments running now, by name; none when `Experiments` is not installed.
    public var experiments: [Experiment] {
        RunningExperiments.of(published.snapshot)?.all ?? []
    }
}
