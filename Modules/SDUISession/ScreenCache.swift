/// Keeps the last good copy of documents, for when the network is down.
///
/// The full client stores them in SQLite (module `SDUIStore`); the clip keeps
/// nothing. `MemoryScreenCache` serves tests and short sessions.
public protocol ScreenCache: Sendable {
    func store(_ document: CachedDocument) async
    func document(for url: String) async -> CachedDocument?
    /// The URLs of the stored documents, the most recently stored first, at most `limit`:
    /// what the offline page lists as kept (`KeptScreens`).
    func recentURLs(limit: Int) async -> [String]
}

extension ScreenCache {
    /// A cache that cannot list what it keeps offers nothing to the offline page.
    public func recentURLs(limit: Int) async -> [String] { [] }
}

/// A response body as last received, with its ETag.
public struct CachedDocument: Sendable, Equatable {
    public let url: String
    public let etag: String?
    public let body: [UInt8]

    public init(url: String, etag: String?, body: [UInt8]) {
        self.url = url
        self.etag = etag
        self.body = body
    }
}

/// A cache that lives as long as the process.
public actor MemoryScreenCache: ScreenCache {
    private var documents: [String: CachedDocument] = [:]
    /// URLs in the order they were last stored, the oldest first.
    private var order: [String] = []

    public init() {}

    public func store(_ document: CachedDocument) {
        documents[document.url] = document
        order.removeAll { $0 == document.url }
        order.append(document.url)
    }

    public func recentURLs(limit: Int) -> [String] {
        Array(order.reversed().prefix(max(0, limit)))
    }

    public func document(for url: String) -> CachedDocument? {
        documents[url]
    }
}
