import Foundation
import SDUI
import SDUISession
import SDUIScreenCache
import SDUIStore
import SDUITesting
import Synchronization
import Testing

@Suite("SQLiteScreenCache")
struct SQLiteScreenCacheTests {
    static let base = "http://127.0.0.1:9"

    @Test func storesBodyETagAndTimeAndReplacesByURL() async throws {
        let directory = try TemporaryDirectory()
        let now = Mutex<Int64>(1_000)
        let clock = MillisecondClock { now.withLock { $0 } }
        let cache = try SQLiteScreenCache(path: directory.file("screens.sqlite"), clock: clock)
        await cache.store(CachedDocument(url: "a", etag: "\"1\"", body: Array("one".utf8)))
        now.withLock { $0 = 2_000 }
        await cache.store(CachedDocument(url: "a", etag: "\"2\"", body: Array("two".utf8)))
        await cache.store(CachedDocument(url: "b", etag: nil, body: []))
        let a = try #require(try await cache.entry(for: "a"))
        #expect(a == StoredDocument(document: CachedDocument(url: "a", etag: "\"2\"", body: Array("two".utf8)), storedAt: 2_000))
        #expect(await cache.document(for: "b") == CachedDocument(url: "b", etag: nil, body: []))
        #expect(await cache.document(for: "missing") == nil)
        #expect(try await cache.count() == 2)
    }

    @Test func survivesReopening() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("screens.sqlite")
        do {
            let cache = try SQLiteScreenCache(path: path)
            await cache.store(CachedDocument(url: "home", etag: "\"h\"", body: Array("{}".utf8)))
            try cache.store.close()
        }
        let reopened = try SQLiteScreenCache(path: path)
        #expect(await reopened.document(for: "home")?.etag == "\"h\"")
    }

    @Test func evictsTheLeastRecentlyStoredPastTheLimit() async throws {
        let directory = try TemporaryDirectory()
        let tick = Mutex<Int64>(0)
        let clock = MillisecondClock { tick.withLock { $0 += 1; return $0 } }
        let cache = try SQLiteScreenCache(path: directory.file("screens.sqlite"), maximumDocuments: 3, clock: clock)
        for name in ["a", "b", "c", "d"] {
            await cache.store(CachedDocument(url: name, etag: nil, body: [0]))
        }
        await cache.store(CachedDocument(url: "b", etag: nil, body: [1]))  // refreshes b
        await cache.store(CachedDocument(url: "e", etag: nil, body: [0]))
        #expect(try await cache.count() == 3)
        #expect(await cache.document(for: "a") == nil)
        #expect(await cache.document(for: "c") == nil)
        #expect(await cache.document(for: "b")?.body == [1])
        #expect(await cache.document(for: "d") != nil)
        #expect(await cache.document(for: "e") != nil)
    }

    @Test("bodies past the byte budget are evicted, the least recently stored first; a body over it alone is not kept")
    func evictsPastTheByteBudget() async throws {
        let directory = try TemporaryDirectory()
        let tick = Mutex<Int64>(0)
        let clock = MillisecondClock { tick.withLock { $0 += 1; return $0 } }
        let cache = try SQLiteScreenCache(path: directory.file("screens.sqlite"), maximumDocuments: 100, maximumBytes: 250, clock: clock)
        for name in ["a", "b"] {
            await cache.store(CachedDocument(url: name, etag: nil, body: Array(repeating: 1, count: 100)))
        }
        await cache.store(CachedDocument(url: "c", etag: nil, body: Array(repeating: 2, count: 100)))
        #expect(await cache.recentURLs(limit: 10) == ["c", "b"], "a went: 300 bytes are over 250")
        await cache.store(CachedDocument(url: "huge", etag: nil, body: Array(repeating: 3, count: 251)))
        #expect(await cache.document(for: "huge") == nil)
        #expect(await cache.recentURLs(limit: 10) == ["c", "b"], "a body over the budget pushes nothing else out")
        await cache.store(CachedDocument(url: "d", etag: nil, body: Array(repeating: 4, count: 250)))
        #expect(await cache.recentURLs(limit: 10) == ["d"], "exactly the budget is kept")
    }

    @Test("both caches list what they keep, the most recently stored first, at most the limit")
    func recentURLs() async throws {
        let directory = try TemporaryDirectory()
        let tick = Mutex<Int64>(0)
        let clock = MillisecondClock { tick.withLock { $0 += 1; return $0 } }
        let caches: [any ScreenCache] = [try SQLiteScreenCache(path: directory.file("screens.sqlite"), clock: clock), MemoryScreenCache()]
        for cache in caches {
            #expect(await cache.recentURLs(limit: 5) == [])
            for name in ["a", "b", "c", "a"] {
                await cache.store(CachedDocument(url: name, etag: nil, body: [0]))
            }
            #expect(await cache.recentURLs(limit: 5) == ["a", "c", "b"], "\(type(of: cache))")
            #expect(await cache.recentURLs(limit: 2) == ["a", "c"])
            #expect(await cache.recentURLs(limit: 0) == [])
        }
    }

    @Test func failuresAreReportedAndActAsMisses() async throws {
        let directory = try TemporaryDirectory()
        let errors = Mutex<[StoreError]>([])
        let cache = try SQLiteScreenCache(path: directory.file("screens.sqlite")) { error in errors.withLock { $0.append(error) } }
        try cache.store.close()
        await cache.store(CachedDocument(url: "a", etag: nil, body: [1]))
        #expect(await cache.document(for: "a") == nil)
        let reported = errors.withLock { $0 }
        #expect(reported.count == 2)
        #expect(reported.allSatisfy { $0.path == directory.file("screens.sqlite") })
    }

    /// The offline fallback of `APIClient` over the SQLite cache, across a
    /// "restart" (a new client and a reopened file).
    @Test func aRestartedClientShowsTheStoredScreenAndOfflinePageWhenTheNetworkIsDown() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("screens.sqlite")
        let endpoint = try ServerEndpoint(baseURL: Self.base, apiVersion: 1)
        let home = endpoint.screenURL("home")
        do {
            let http = ScriptedHTTPClient()
            http.answer(home, json: Self.screen("home", title: "Home"), etag: "\"h1\"")
            http.answer(endpoint.offlinePageURL, json: Self.screen("offline", title: "You are offline"))
            let api = APIClient(http: http, endpoint: endpoint, factory: ScreenFactory(), userAgent: "tests",
                                cache: try SQLiteScreenCache(path: path))
            #expect(try await api.screen(at: "home").source == .network)
            await api.prefetchOfflinePage()
        }
        let http = ScriptedHTTPClient()
        http.fail(home)
        http.fail(endpoint.screenURL("parcels"))
        let api = APIClient(http: http, endpoint: endpoint, factory: ScreenFactory(), userAgent: "tests",
                            cache: try SQLiteScreenCache(path: path))
        let offline = try await api.screen(at: "home")
        #expect(offline.source == .offlineCopy)
        #expect(offline.etag == "\"h1\"")
        #expect(offline.decoded.value.title == "Home")
        let page = try await api.screen(at: "parcels")
        #expect(page.source == .offlinePage)
        #expect(page.decoded.value.title == "You are offline")
    }

    @Test func aRestartedClientShowsTheLastGoodWidgetWhenTheNetworkIsDown() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("screens.sqlite")
        let endpoint = try ServerEndpoint(baseURL: Self.base, apiVersion: 1)
        let widgetJSON = #"{"type": "shipment", "title": "Corner Bookshop", "description": "Tomorrow", "url": "https://parcels.example/track/3S123"}"#
        let fresh: Widget
        do {
            let http = ScriptedHTTPClient()
            http.answer(endpoint.widgetURL, json: widgetJSON)
            let api = APIClient(http: http, endpoint: endpoint, factory: ScreenFactory(), userAgent: "tests",
                                cache: try SQLiteScreenCache(path: path))
            let answer = try await api.widget()
            #expect(!answer.isOffline)
            fresh = answer.widget
        }
        let http = ScriptedHTTPClient()
        http.fail(endpoint.widgetURL)
        let api = APIClient(http: http, endpoint: endpoint, factory: ScreenFactory(), userAgent: "tests",
                            cache: try SQLiteScreenCache(path: path))
        let stale = try await api.widget()
        #expect(stale.isOffline)
        #expect(stale.widget == fresh)
    }

    static func screen(_ id: String, title: String) -> String {
        #"{"id": "\#(id)", "title": "\#(title)", "sections": [{"id": "main", "components": [{"type": "text", "id": "t", "paragraphs": ["\#(title)"]}]}]}"#
    }
}
