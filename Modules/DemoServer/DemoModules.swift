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
    /// Serves the web client built into `<content>/web/` at `/app/`; on by
    /// default, since it is only files and a page (`sdui-server --no-web-app`
    /// leaves it out, and `/app/…` is then a 404).
    public var webApp: Bool

    public init(live: LiveConfiguration = LiveConfiguration(), releases: ReleasesConfiguration = ReleasesConfiguration(),
                preview: Bool = false, admin: Bool = false, webApp: Bool = true) {
        self.live = live
        self.releases = releases
        self.preview = preview
        self.admin = admin
        self.webApp = webApp
    }
}
