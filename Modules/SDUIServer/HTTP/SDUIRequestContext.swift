import Hummingbird
import NIOCore

/// The per-request context of every route: Hummingbird's core storage, the
/// server's body-size limit and the client's address.
///
/// A dedicated type (rather than `BasicRequestContext`) so the limit is one
/// number that both Hummingbird's own body collection and ours obey.
public struct SDUIRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    /// Request bodies larger than this are refused with 413.
    public static let maximumBodySize = 1024 * 1024

    /// The connection the request came on: its peer's address, and the
    /// handle a live stream closes when its reader stops reading.
    let channel: any Channel

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
    }

    /// The peer's IP address (the connection's, not a header a client could
    /// forge); nil when the server is driven without a socket, as in router
    /// tests. Read when asked: formatting it costs more than a cached screen's lookup.
    public var clientAddress: String? { channel.remoteAddress?.ipAddress }

    public var maxUploadSize: Int { Self.maximumBodySize }

    /// What `VersionedRoutes` read from the path when it, not the router,
    /// chose the handler; nil when the router did.
    var versionedPath: VersionedPath?

    /// The route's `{version}`, whoever chose the handler.
    var versionParameter: String? {
        if let versionedPath { return String(versionedPath.version) }
        return parameters.get("version")
    }

    /// The segments of the route's trailing `**`, whoever chose the handler.
    var catchAllSegments: [Substring] {
        versionedPath?.rest ?? parameters.getCatchAll()
    }
}
