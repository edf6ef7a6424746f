/// The admin API's own settings, apart from the server's: it has them only
/// when it is installed.
public struct AdminConfiguration: Sendable {
    /// The largest body `POST /admin/releases` reads: a release holds every
    /// screen, so it is larger than the core's bound for other bodies.
    public var maximumReleaseBodySize = 32 * 1024 * 1024

    public init() {}
}
