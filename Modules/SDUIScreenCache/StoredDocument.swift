import SDUIStore
import SDUISession

/// A cached document with the time it was stored, for "last updated" labels
/// and for deciding how stale an offline copy is.
public struct StoredDocument: Sendable, Equatable {
    public let document: CachedDocument
    /// Milliseconds since 1970 (UTC) when it was written to the cache.
    public let storedAt: Int64

    public init(document: CachedDocument, storedAt: Int64) {
        self.document = document
        self.storedAt = storedAt
    }
}
