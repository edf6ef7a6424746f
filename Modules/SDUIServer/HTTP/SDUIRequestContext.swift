import HTTPTypes
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
    package let channel: any Channel

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        channel = source.channel
    }

    /// The connection's peer address (not a header a client could forge); nil
    /// when the server is driven without a socket, as in router tests. Read
    /// when asked: formatting it costs more than a cached screen's lookup.
    public var peerAddress: String? { channel.remoteAddress?.ipAddress }

    /// The client's IP address, for limits per client: the connection's peer,
    /// or, when that peer is a trusted proxy, the right-most untrusted address
    /// of its forwarding header (`ForwardedClient`); written canonically, so
    /// one address is one client however it was spelled.
    ///
    /// Asked with the request rather than kept in the context: the context is
    /// copied through every middleware of every request, and a larger one
    /// costs every request allocations (docs/server.md).
    package func clientAddress(of request: Request, trusting proxies: TrustedProxies) -> String? {
        let peer = peerAddress
        guard !proxies.isEmpty else { return peer }
        return ForwardedClient.address(peer: peer, values: request.headers[values: proxies.fieldName], trusted: proxies)
    }

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
    package var catchAllSegments: [Substring] {
        versionedPath?.rest ?? parameters.getCatchAll()
    }
}
