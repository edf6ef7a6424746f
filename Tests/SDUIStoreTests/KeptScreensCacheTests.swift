import GRDB
import SDUI
import SDUISession
import SDUIScreenCache
import SDUIStore
import SDUITesting
import Synchronization
import Testing

/// Screens kept for offline on request (`KeptScreenStore`): pinned apart from
/// the cache's row and byte budgets, under limits of their own that refuse a
/// keep with a reason, released on request, and an older cache file gains
/// the columns without losing its copies.
@Suite("SQLiteScreenCache: kept screens")
struct KeptScreensCacheTests {
    static func ticking() -> MillisecondClock {
        let tick = Mutex<Int64>(0)
        return MillisecondClock { tick.withLock { $0 += 1; return $0 } }
    }

    static func document(_ url: String, bytes: Int) -> CachedDocument {
        CachedDocument(url: url, etag: "\"\(url)\"", body: [UInt8](repeating: 0x20, count: bytes))
    }

    static func picture(_ url: String, bytes: Int) -> CachedDocument {
        CachedDocument(url: url, etag: "\"p-\(url)\"", body: [UInt8](repeating: 0xFF, count: bytes))
    }

    @Test("a kept screen survives eviction by rows and by bytes; the rest still obey the budgets")
    func keptSurvivesEviction() async throws {
        let directory = try TemporaryDirectory()
        let cache = try SQLiteScreenCache(path: directory.file("screens.sqlite"), maximumDocuments: 3, maximumBytes: 100,
                                          clock: Self.ticking())
        await cache.store(Self.document("albums/kept", bytes: 80))
        let usage = try await cache.keep("albums/kept", pictures: [Self.picture("cover.jpg", bytes: 20)], limits: .standard)
        #expect(usage == KeptUsage(screens: 1, bytes: 100))
        for index in 0..<12 { await cache.store(Self.document("recent-\(index)", bytes: 30)) }
        #expect(await cache.document(for: "albums/kept")?.body.count == 80, "pinned: neither the rows nor the bytes pushed it out")
        #expect(await cache.keptPicture("cover.jpg")?.body.count == 20)
        #expect(await cache.recentURLs(limit: 10) == ["recent-11", "recent-10", "recent-9", "albums/kept"],
                "three unkept rows (90 bytes) beside the kept one, which counts against neither budget")
        #expect(await cache.keptURLs() == ["albums/kept"])
        #expect(try await cache.refreshPictures(of: "albums/kept", with: [Self.picture("cover.jpg", bytes: 10)], limits: .standard))
        #expect(await cache.keptPicture("cover.jpg")?.body.count == 10)

        // Revalidated online: the new body replaces the copy, and it stays kept.
        await cache.store(CachedDocument(url: "albums/kept", etag: "\"2\"", body: Array("{\"new\":1}".utf8)))
        for index in 12..<16 { await cache.store(Self.document("recent-\(index)", bytes: 30)) }
        #expect(await cache.document(for: "albums/kept")?.etag == "\"2\"")
        #expect(await cache.keptURLs() == ["albums/kept"])
    }

    @Test("a keep past the screens' limit is refused, saying how many and what to do; keeping a kept one again is not")
    func screenLimit() async throws {
        let directory = try TemporaryDirectory()
        let cache = try SQLiteScreenCache(path: directory.file("screens.sqlite"), clock: Self.ticking())
        let limits = KeepLimits(maximumScreens: 2, maximumBytes: 1_000)
        for url in ["a", "b", "c"] { await cache.store(Self.document(url, bytes: 10)) }
        _ = try await cache.keep("a", pictures: [], limits: limits)
        _ = try await cache.keep("b", pictures: [], limits: limits)
        let error = await #expect(throws: KeepError.self) { try await cache.keep("c", pictures: [], limits: limits) }
        #expect(error == .tooManyScreens(limit: 2))
        #expect(error?.description.contains("2 screens are kept for offline already") == true)
        #expect(error?.description.contains("Remove from offline") == true)
        #expect(await cache.keptURLs() == ["b", "a"], "the most recently kept first; c is not kept")
        #expect(try await cache.keep("a", pictures: [Self.picture("p", bytes: 5)], limits: limits) == KeptUsage(screens: 2, bytes: 25))
    }

    @Test("a keep past the bytes' limit (bodies and pictures together) is refused with the sizes, and changes nothing")
    func byteLimit() async throws {
        let directory = try TemporaryDirectory()
        let cache = try SQLiteScreenCache(path: directory.file("screens.sqlite"), clock: Self.ticking())
        let limits = KeepLimits(maximumScreens: 20, maximumBytes: 3 << 20)
        await cache.store(Self.document("a", bytes: 1 << 20))
        await cache.store(Self.document("b", bytes: 1 << 19))
        #expect(try await cache.keep("a", pictures: [Self.picture("a.jpg", bytes: 1 << 20)], limits: limits)
                == KeptUsage(screens: 1, bytes: 2 << 20))
        let error = await #expect(throws: KeepError.self) {
            try await cache.keep("b", pictures: [Self.picture("b.jpg", bytes: 1 << 20)], limits: limits)
        }
        #expect(error == .tooLarge(needed: 3 << 19, kept: 2 << 20, limit: 3 << 20))
        #expect(error?.description == "it needs 1.5 MB and kept screens already take 2.0 MB of the 3.0 MB they may use; "
                + "remove one first (open it and choose “Remove from offline”)")
        #expect(await cache.keptURLs() == ["a"])
        #expect(await cache.keptPicture("b.jpg") == nil)
        // Without the picture it fits.
        #expect(try await cache.keep("b", pictures: [], limits: limits) == KeptUsage(screens: 2, bytes: 5 << 19))
    }

    @Test("only a stored screen can be kept")
    func notStored() async throws {
        let directory = try TemporaryDirectory()
        let cache = try SQLiteScreenCache(path: directory.file("screens.sqlite"))
        let error = await #expect(throws: KeepError.self) { try await cache.keep("nowhere", pictures: [], limits: .standard) }
        #expect(error == .notStored(url: "nowhere"))
        #expect(await cache.keptURLs().isEmpty)
    }

    @Test("released, a screen loses its pictures and goes back to the ordinary eviction")
    func release() async throws {
        let directory = try TemporaryDirectory()
        let cache = try SQLiteScreenCache(path: directory.file("screens.sqlite"), maximumDocuments: 2, clock: Self.ticking())
        await cache.store(Self.document("a", bytes: 10))
        _ = try await cache.keep("a", pictures: [Self.picture("a.jpg", bytes: 5)], limits: .standard)
        #expect(try await cache.release("a"))
        #expect(try await cache.release("a") == false, "a second release says it was not kept")
        #expect(await cache.keptURLs().isEmpty)
        #expect(await cache.keptPicture("a.jpg") == nil)
        #expect(await cache.document(for: "a") != nil, "the copy stays until it is evicted")
        // A picture refresh that was on its way when it was released does not pin it again.
        #expect(try await cache.refreshPictures(of: "a", with: [Self.picture("a.jpg", bytes: 5)], limits: .standard) == false)
        #expect(await cache.keptURLs().isEmpty)
        #expect(await cache.keptPicture("a.jpg") == nil)
        for url in ["b", "c"] { await cache.store(Self.document(url, bytes: 10)) }
        #expect(await cache.document(for: "a") == nil)
    }

    @Test("a cache file of the first schema opens with its copies, and can then keep screens")
    func migratesTheFirstSchema() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("screens.sqlite")
        // The file as clients before kept screens wrote it: the first migration alone.
        let first = StoreSchema(name: "screen cache", applicationID: 0x5344_5543, migrations: [
            StoreMigration("v1-documents") { db in
                try db.execute(sql: """
                    CREATE TABLE document (
                        url TEXT PRIMARY KEY NOT NULL,
                        etag TEXT,
                        body BLOB NOT NULL,
                        storedAt INTEGER NOT NULL
                    );
                    CREATE INDEX document_storedAt ON document(storedAt);
                    """)
            },
        ])
        do {
            let old = try DatabaseStore.open(path: path, schema: first)
            try await old.write("old rows") { db in
                try db.execute(sql: "INSERT INTO document (url, etag, body, storedAt) VALUES ('home', '\"h\"', X'7B7D', 5), ('music', NULL, X'5B5D', 6)")
            }
            try old.close()
        }
        let cache = try SQLiteScreenCache(path: path, clock: Self.ticking())
        #expect(cache.store.recoveredProblem == nil, "migrated in place, not moved aside")
        #expect(await cache.document(for: "home") == CachedDocument(url: "home", etag: "\"h\"", body: Array("{}".utf8)))
        #expect(await cache.recentURLs(limit: 5) == ["music", "home"])
        #expect(await cache.keptURLs().isEmpty, "nothing was kept before")
        _ = try await cache.keep("home", pictures: [Self.picture("h.png", bytes: 3)], limits: .standard)
        #expect(await cache.keptURLs() == ["home"])
        try cache.store.close()
        let reopened = try SQLiteScreenCache(path: path)
        #expect(reopened.store.recoveredProblem == nil)
        #expect(await reopened.keptURLs() == ["home"])
        #expect(await reopened.keptPicture("h.png")?.body.count == 3)
    }
}
