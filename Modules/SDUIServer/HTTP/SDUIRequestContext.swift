import Hummingbird

/// The per-request context of every route: Hummingbird's core storage plus
/// the server's body-size limit.
///
/// A dedicated type (rather than `BasicRequestContext`) so the limit is one
/// number that both Hummingbird's own body collection and ours obey.
public struct SDUIRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    /// Request bodies larger than this are refused with 413.
    public static let maximumBodySize = 1024 * 1024

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
    }

    public var maxUploadSize: Int { Self.maximumBodySize }
}
