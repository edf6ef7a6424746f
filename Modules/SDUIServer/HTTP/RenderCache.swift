import HTTPTypes
import NIOCore
import Synchronization

/// Rendered bytes and tags of screens, per client kind.
///
/// Content files never change after start-up, and a screen route with
/// `RenderReuse.untilChanged` is the same while the versions of its data
/// sets (part of the key) are: what a given version and capability header
/// receives is then the same bytes. Keeping them makes a repeated request
/// (and above all a 304, which otherwise costs a full render to learn the
/// tag) a dictionary lookup. Entries of older data versions are never asked
/// for again and go when the cache is full (many distinct capability
/// headers, users or versions): it then starts over.
final class RenderCache: Sendable {
    struct Key: Hashable, Sendable {
        let path: String
        let version: Int
        /// The raw `SDUI-Capabilities` value; nil when absent.
        let capabilities: String?
        /// The negotiated language, not the raw `Accept-Language`: many headers ask for one language.
        let language: String
        /// `ScreenCatalog.Resolved.reuseStamp`: data versions and user.
        let stamp: String
    }

    /// Everything of a response that does not depend on the request, made
    /// once: a reused entry costs neither a copy of the body nor the header
    /// checks `HTTPFields` does on every value it is given.
    struct Entry: Sendable {
        let body: ByteBuffer
        let tag: EntityTag
        /// `ETag`, `Cache-Control`, `Vary` and `Content-Language`: on a 200 and on a 304.
        let revalidationHeaders: HTTPFields
        /// `revalidationHeaders` with the body's `Content-Type` and `Content-Length`.
        let bodyHeaders: HTTPFields

        /// - Parameter language: what the body's text is in; the tag covers the bytes, so each language has its own.
        init(bytes: [UInt8], language: String) {
            body = ByteBuffer(bytes: bytes)
            tag = EntityTag(of: bytes)
            var headers = HTTPFields()
            headers[.eTag] = tag.quoted
            headers[.cacheControl] = ScreenResponse.cacheControl
            headers[.vary] = ScreenResponse.vary
            headers[.contentLanguage] = language
            revalidationHeaders = headers
            headers[.contentType] = JSONBody.contentType
            headers[.contentLength] = String(bytes.count)
            bodyHeaders = headers
        }
    }

    let limit: Int
    let metrics: ServerMetrics?
    private let entries = Mutex<[Key: Entry]>([:])

    init(limit: Int = 1024, metrics: ServerMetrics? = nil) {
        self.limit = limit
        self.metrics = metrics
    }

    /// The kept entry, or `render`'s, kept. Two requests that miss together
    /// both render (the same bytes); neither waits for the other.
    func entry(for key: Key, render: () async throws -> Entry) async rethrows -> Entry {
        if let found = entries.withLock({ $0[key] }) {
            metrics?.renderCacheHits.increment()
            return found
        }
        metrics?.renderCacheMisses.increment()
        let entry = try await render()
        entries.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = entry
        }
        return entry
    }
}
