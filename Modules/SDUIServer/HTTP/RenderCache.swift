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
/// for again and go when the cache is full, by count or by bytes (many
/// distinct capability headers, users or versions): it then starts over.
package final class RenderCache: Sendable {
    struct Key: Hashable, Sendable {
        let path: String
        let version: Int
        /// The `SDUI-Capabilities` manifest in its canonical spelling (`CapabilityKey`); nil when absent.
        let capabilities: String?
        /// The negotiated language, not the raw `Accept-Language`: many headers ask for one language.
        let language: String
        /// `ScreenCatalog.Resolved.reuseStamp`: data versions and user.
        let stamp: String
    }

    /// At most this many entries…
    let limit: Int
    /// …holding at most this many bytes of bodies and keys; an entry that
    /// alone would take more than an eighth of it is sent but not kept.
    let byteLimit: Int
    let metrics: ServerMetrics?
    private struct Kept {
        var entries: [Key: Entry] = [:]
        var bytes = 0
    }
    private let kept = Mutex(Kept())

    init(limit: Int = 1024, byteLimit: Int = 64 << 20, metrics: ServerMetrics? = nil) {
        self.limit = limit
        self.byteLimit = byteLimit
        self.metrics = metrics
    }

    /// The kept entry, or `render`'s, kept unless it says not to. Two
    /// requests that miss together both render (the same bytes); neither
    /// waits for the other.
    func entry(for key: Key, render: () async throws -> (Entry, keep: Bool)) async rethrows -> Entry {
        if let found = kept.withLock({ $0.entries[key] }) {
            metrics?.renderCacheHits.increment()
            return found
        }
        metrics?.renderCacheMisses.increment()
        let (entry, keep) = try await render()
        let size = Self.size(of: key, entry)
        guard keep, size <= byteLimit / 8 else { return entry }
        kept.withLock { kept in
            if kept.entries.count >= limit || kept.bytes + size > byteLimit {
                kept.entries.removeAll(keepingCapacity: true)
                kept.bytes = 0
            }
            if let replaced = kept.entries.updateValue(entry, forKey: key) {
                kept.bytes -= Self.size(of: key, replaced)
            }
            kept.bytes += size
        }
        return entry
    }

    /// The bytes an entry holds: its body and the parts of its key a client chose.
    static func size(of key: Key, _ entry: Entry) -> Int {
        entry.identity.body.readableBytes + (entry.gzip?.body.readableBytes ?? 0) + (entry.brotli?.body.readableBytes ?? 0) + key.path.utf8.count + (key.capabilities?.utf8.count ?? 0) + key.stamp.utf8.count + 256
    }

    /// Forgets every entry: a new release was swapped in, and its renderings carry another stamp.
    func removeAll() {
        kept.withLock { kept in
            kept.entries.removeAll()
            kept.bytes = 0
        }
    }

    /// Entries and bytes kept now, for tests.
    var footprint: (entries: Int, bytes: Int) {
        kept.withLock { ($0.entries.count, $0.bytes) }
    }
}
