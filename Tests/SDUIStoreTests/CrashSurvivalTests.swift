import Foundation
import GRDB
import SDUISession
import SDUIScreenCache
import SDUIStore
import SDUITesting
import Testing

/// A separate process writes documents and is SIGKILLed mid-stream; every
/// write it reported as done must be there after reopening, intact.
@Suite("SQLiteScreenCache survives SIGKILL")
struct CrashSurvivalTests {
    @Test func everyReportedWriteSurvivesAKillMidWrite() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("screens.sqlite")
        let probe = try ProbeProcess(arguments: ["cache-write", path])
        _ = try await probe.waitForCommitted(300)
        #expect(await probe.kill(), "the probe should die from SIGKILL, while still writing")
        let committed = probe.committed.compactMap(Int.init)
        #expect(committed.count >= 300)

        let cache = try SQLiteScreenCache(path: path, maximumDocuments: 100_000)
        #expect(cache.store.recoveredProblem == nil)
        for index in committed {
            let document = try #require(await cache.document(for: "http://127.0.0.1/v1/screens/probe-\(index)"), "write \(index) was lost")
            #expect(document.etag == "\"etag-\(index)\"")
            #expect(String(decoding: document.body, as: UTF8.self).hasPrefix("{\"id\":\"probe-\(index)\""))
        }
        // At most the one write in flight at the kill may have committed unreported.
        let stored = try await cache.count()
        #expect(stored == committed.count || stored == committed.count + 1)
        let check = try await cache.store.read("integrity") { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        #expect(check == ["ok"])
    }
}
