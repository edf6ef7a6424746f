/// Keeps the last good copy of documents, for when the network is down.
///
/// The full client stores them in SQLite (module `SDUIStore`); the clip keeps
/// nothing. `MemoryScreenCache` serves tests and short sessions.
public protocol ScreenCache: Sendable {
    func store(_ document: CachedDocument) async
    func document(for url: String) async -> CachedDocument?
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

    public init() {}

    public func store(_ document: CachedDocument) {
        documents[document.url] = document
    }

    public func document(for url: String) -> CachedDocument? {
        documents[url]
    }
}
