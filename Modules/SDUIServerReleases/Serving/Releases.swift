import Logging
import SDUIServer

/// Serving releases, a `ServerModule`: the instance follows the release its
/// channel names in the server's database (`ReleaseFollower`), so what any
/// instance published (`sdui-server release publish`, the admin API) is
/// served by every instance without a restart, and a release rolled out to
/// a share of installs is served to them. Its first look is made before the
/// instance takes traffic (the readiness check answers `loading_release`
/// meanwhile).
///
/// Without it, a server serves its content folder whatever the database
/// holds, and has no release store (`ServerEnvironment.releases` refuses),
/// no release tables and no release API. Its store (`ReleaseStore`), the
/// operations on it (`ServerEnvironment.publishRelease` …) and the API over
/// them under `/admin/` (`AdminAPI`, installed beside it) are this module's.
///
/// ```swift
/// try registry.install(Releases(configuration: ReleasesConfiguration(channel: .staging)))
/// ```
public struct Releases: ServerModule {
    public let name = "Releases"
    public let configuration: ReleasesConfiguration

    public init(configuration: ReleasesConfiguration = ReleasesConfiguration()) {
        self.configuration = configuration
    }

    /// The releases, channels, log and rollouts tables (`ReleaseStore`).
    public var migrations: [Migration] { ReleaseStore.migrations }

    /// The follower of this environment's channel, which the core asks for
    /// each install's content (a rollout) and runs beside the HTTP server.
    public func makeState(environment: ServerEnvironment) -> ReleaseFollower {
        let follower = ReleaseFollower(environment: environment, channel: configuration.channel)
        environment.chooseContent { [weak follower] install, _ in follower?.rolledOut(to: install) }
        let interval = configuration.interval
        environment.runBesideServer(ModuleService(
            beforeReady: { [weak follower] logger in
                // The published release before anyone is told the server is ready.
                do {
                    try await follower?.follow(logger: logger)
                } catch {
                    logger.warning("cannot read the published release; serving the content folder", metadata: ["reason": .string("\(error)")])
                }
            },
            whileServing: { [weak follower] logger in
                var lastFailure: String?
                while !Task.isCancelled {
                    try await Task.sleep(for: interval)
                    guard let follower else { return }
                    do {
                        try await follower.follow(logger: logger)
                        lastFailure = nil
                    } catch {
                        // Said once per distinct failure, not every look (the database may be down for a while).
                        let text = "\(error)"
                        if text != lastFailure { logger.warning("cannot look for a new release", metadata: ["reason": .string(text)]) }
                        lastFailure = text
                    }
                }
            }))
        return follower
    }

    /// No routes: the release API under `/admin/` is `AdminAPI`, installed only where asked for.
    public func addRoutes(to routes: inout ServerRoutes, environment: ServerEnvironment) {}
}

extension ServerEnvironment {
    /// Looks once at the release this instance's channel names (and its
    /// rollout) and serves it if it is not served yet (`ReleaseFollower.follow`);
    /// the server does this every `ReleasesConfiguration.interval`, commands
    /// and tests call it. Returns the release served afterwards: nil, and
    /// nothing read, without the `Releases` module.
    @discardableResult
    public func followRelease(logger: Logger) async throws -> Int? {
        guard let follower = state(of: Releases.self) else { return release }
        return try await follower.follow(logger: logger)
    }
}
