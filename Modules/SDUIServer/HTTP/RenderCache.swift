import Synchronization

/// Rendered bytes and tags of content screens, per client kind.
///
/// Content files never change after start-up, so what a given version and
/// capability header receives for one of them is always the same bytes:
/// keeping them makes a repeated request (and above all a 304, which
/// otherwise costs a full render to learn the tag) a dictionary lookup.
/// Screens built from data are never cached. The cache is bounded; when
/// full (many distinct capability headers) it starts over.
final class RenderCache: Sendable {
    struct Key: Hashable, Sendable {
        let path: String
        let version: Int
        /// The raw `SDUI-Capabilities` value; nil when absent.
        let capabilities: String?
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

    init(limit: Int = 256, metrics: ServerMetrics? = nil) {
        self.limit = limit
        self.metrics = metrics
    }

    func entry(for key: Key, render: () throws -> Entry) rethrows -> Entry {
        if let found = entries.withLock({ $0[key] }) {
            metrics?.renderCacheHits.increment()
            return found
        }
        metrics?.renderCacheMisses.increment()
        let entry = try render()
        entries.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = entry
        }
        return entry
    }
}
