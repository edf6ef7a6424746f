import SDUIServerLive
import SDUIServerReleases

/// The server modules the demo installs beside its apps, each with its own
/// slice of configuration, given as one value so a new module's settings
/// reach every way the demo starts (SQLite, PostgreSQL, a `--database` URL)
/// through one parameter.
public struct DemoModules: Sendable {
    /// The live streams' limits (the parcel page and the widget follow their data).
    public var live: LiveConfiguration
    /// The channel the releases module serves and follows.
    public var releases: ReleasesConfiguration
    /// Installs the browser preview over the content folder (`sdui-server --preview`).
    public var preview: Bool
    /// Installs the release API under `/admin/` (`sdui-server --admin`).
    public var admin: Bool

    public init(live: LiveConfiguration = LiveConfiguration(), releases: ReleasesConfiguration = ReleasesConfiguration(),
                preview: Bool = false, admin: Bool = false) {
        self.live = live
        self.releases = releases
        self.preview = preview
        self.admin = admin
    }
}
