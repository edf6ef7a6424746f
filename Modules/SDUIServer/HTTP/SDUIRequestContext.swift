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

    /// The peer's IP address (the connection's, not a header a client could
    /// forge); nil when the server is driven without a socket, as in router tests.
    public let clientAddress: String?

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        clientAddress = source.channel.remoteAddress?.ipAddress
    }

    public var maxUploadSize: Int { Self.maximumBodySize }
}
