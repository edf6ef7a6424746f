import Foundation
import SDUISession
import SDUIScreenCache
import SDUIStore
import SDUITesting
import Synchronization
import Testing

/// The full client opens its cache through `ClientScreenCache`: whatever
/// the file's state, it gets a working cache and one readable report line,
/// never a crash or a failed start.
@Suite("ClientScreenCache: the client always starts")
struct ClientScreenCacheTests {
    /// Collects the report lines.
    final class Reports: Sendable {
        private let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func add(_ line: String) { lines.withLock { $0.append(line) } }
    }

    @Test func aGoodFileIsOpenedPersistentlyWithoutReports() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("sdui/screens.sqlite")
        let reports = Reports()
        let opened = ClientScreenCache.open(path: path, report: reports.add)
        #expect(opened.isPersistent)
        await opened.cache.store(CachedDocument(url: "home", etag: "\"1\"", body: [1]))
        let again = ClientScreenCache.open(path: path, report: reports.add)
        #expect(await again.cache.document(for: "home")?.etag == "\"1\"")
        #expect(reports.all.isEmpty)
    }

    @Test func aCorruptFileIsMovedAsideReportedAndReplaced() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("screens.sqlite")
        try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: URL(fileURLWithPath: path))
        let reports = Reports()
        let opened = ClientScreenCache.open(path: path, report: reports.add)
        #expect(opened.isPersistent)
        #expect(reports.all.count == 1)
        let line = try #require(reports.all.first)
        #expect(line.contains(path) && line.contains(".corrupt-") && line.contains("not a SQLite database"))
        #expect(directory.contents().contains { $0.hasPrefix("screens.sqlite.corrupt-") })
        await opened.cache.store(CachedDocument(url: "home", etag: nil, body: [7]))
        #expect(await opened.cache.document(for: "home")?.body == [7])
    }

    @Test func anUnopenableLocationFallsBackToMemoryAndSaysSo() async throws {
        let directory = try TemporaryDirectory()
        // The cache's folder is a regular file, so no database can be created there.
        let blocker = directory.file("data")
        try Data("a file where a folder should be".utf8).write(to: URL(fileURLWithPath: blocker))
        let reports = Reports()
        let opened = ClientScreenCache.open(path: blocker + "/screens.sqlite", report: reports.add)
        #expect(!opened.isPersistent)
        let line = try #require(reports.all.first)
        #expect(reports.all.count == 1)
        #expect(line.contains(blocker) && line.contains("until this client quits"))
        // The memory cache still works for this run.
        await opened.cache.store(CachedDocument(url: "home", etag: "\"m\"", body: [2]))
        #expect(await opened.cache.document(for: "home")?.etag == "\"m\"")
    }

    @Test func failuresAfterOpeningAreReportedOnceAndActAsMisses() async throws {
        let directory = try TemporaryDirectory()
        let reports = Reports()
        let opened = ClientScreenCache.open(path: directory.file("screens.sqlite"), report: reports.add)
        let sqlite = try #require(opened.cache as? SQLiteScreenCache)
        try sqlite.store.close()
        await opened.cache.store(CachedDocument(url: "home", etag: nil, body: [1]))
        await opened.cache.store(CachedDocument(url: "music", etag: nil, body: [2]))
        #expect(await opened.cache.document(for: "home") == nil)
        #expect(reports.all.count == 1)
        #expect(reports.all.first?.contains("store document home failed") == true)
    }
}
