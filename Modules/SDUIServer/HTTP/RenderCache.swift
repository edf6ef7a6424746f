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
        /// `ScreenCatalog.Resolved.reuseStamp`: data versions and user.
        let stamp: String
    }

    struct Entry: Sendable {
        let bytes: [UInt8]
        let tag: EntityTag

        init(bytes: [UInt8]) {
            self.bytes = bytes
            tag = EntityTag(of: bytes)
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
