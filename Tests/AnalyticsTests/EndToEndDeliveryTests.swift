import Analytics
import CurlTransport
import Foundation
import SDUI
import SDUISession
import SDUIScreenCache
import SDUIStore
import SDUITesting
import Synchronization
import Testing

/// Real SQLite queue, real libcurl client, real reference server on loopback.
@Suite("Analytics end to end: at least once sent, exactly once stored", .serialized)
struct EndToEndDeliveryTests {
    static let backoff = BackoffPolicy(initialDelay: .milliseconds(20), maximumDelay: .milliseconds(200), maximumAttempts: 500)

    /// Limits far above any answer on loopback: a batch timed out on a loaded machine after the
    /// server stored it would be sent again, and counted as a duplicate where a test expects none.
    /// (A server that is down refuses at once, whatever the limits.)
    static func http() -> CurlHTTPClient {
        CurlHTTPClient(configuration: .init(connectTimeout: 30, totalTimeout: 60, userAgent: "analytics-tests"))
    }

    @Test func theServerDownForAWhileThenUpGetsEveryEventOnce() async throws {
        let directory = try TemporaryDirectory()
        let serverDatabase = directory.file("server.sqlite")
        // Learn a free port, then take the server down.
        let first = try await ReferenceServer.start(databasePath: serverDatabase)
        let port = first.port
        await first.stop()

        let queue = try TestEvents.queue(in: directory)
        let notices = NoticeLog()
        let uploader = AnalyticsUploader(queue: queue, http: Self.http(), ingestURL: first.ingestURL, batchSize: 7,
                                         backoff: Self.backoff) { notice in notices.append(notice) }
        var recorded: [AnalyticsEvent] = []
        for index in 0..<40 {
            let event = TestEvents.screenView(index)
            recorded.append(event)
            try await queue.append(event)
        }
        let flushing = Task { await uploader.flush() }
        let failedWhileDown = await eventually {
            notices.all.filter { if case .uploadFailed(.transport, _, _) = $0 { return true } else { return false } }.count >= 3
        }
        #expect(failedWhileDown, "uploads should fail while the server is down")

        let server = try await ReferenceServer.start(databasePath: serverDatabase, port: port)
        let report = await flushing.value
        await server.stop()

        #expect(report.drained && report.failures >= 3)
        #expect(report.accepted == 40 && report.duplicates == 0)
        let stored = try ReferenceServer.storedEvents(databasePath: serverDatabase)
        #expect(stored.map(\.id) == recorded.map(\.id).sorted())
        #expect(try await queue.pendingCount() == 0)
    }

    @Test func aServerThatFailsEveryOtherBatchStillEndsWithEveryEventOnce() async throws {
        let directory = try TemporaryDirectory()
        let serverDatabase = directory.file("server.sqlite")
        let server = try await ReferenceServer.start(databasePath: serverDatabase, failures: .everyOtherAnalyticsRequest)
        let queue = try TestEvents.queue(in: directory)
        let recorded = (0..<60).map { TestEvents.screenView($0) }
        for event in recorded { try await queue.append(event) }
        let uploader = AnalyticsUploader(queue: queue, http: Self.http(), ingestURL: server.ingestURL, batchSize: 10, backoff: Self.backoff)
        let report = await uploader.flush()
        await server.stop()

        #expect(report.drained)
        #expect(report.failures >= 3, "every other request failed")
        #expect(report.delivered == 60)
        #expect(report.duplicates > 0, "batches stored before a 500 were sent again, and not stored twice")
        let stored = try ReferenceServer.storedEvents(databasePath: serverDatabase)
        #expect(stored.map(\.id) == recorded.map(\.id).sorted())
        #expect(try await queue.pendingCount() == 0)
    }

    @Test func eventsSurviveAKillBetweenWriteAndUpload() async throws {
        let directory = try TemporaryDirectory()
        let queuePath = directory.file("analytics.sqlite")
        let probe = try ProbeProcess(arguments: ["analytics-record", queuePath])
        _ = try await probe.waitForCommitted(200)
        #expect(await probe.kill(), "the probe should die from SIGKILL while recording")
        let committed = probe.committed

        let queue = try AnalyticsQueue.open(path: queuePath)
        #expect(queue.store.recoveredProblem == nil)
        let queued = try await queue.oldest(limit: 1_000_000).map(\.event.id)
        #expect(Set(committed).isSubset(of: Set(queued)), "every event the probe reported as recorded is in the queue")
        #expect(queued.count == committed.count || queued.count == committed.count + 1)
        #expect(try await queue.pendingCount() == queued.count)

        let serverDatabase = directory.file("server.sqlite")
        let server = try await ReferenceServer.start(databasePath: serverDatabase)
        let report = await AnalyticsUploader(queue: queue, http: Self.http(), ingestURL: server.ingestURL, batchSize: 50,
                                             backoff: Self.backoff).flush()
        await server.stop()
        #expect(report.drained && report.accepted == queued.count)
        #expect(try ReferenceServer.storedEvents(databasePath: serverDatabase).map(\.id) == queued.sorted())
    }

    /// A browse session through `Session`, with the analytics feature
    /// installed from the registry, and the server down in the middle.
    @Test func aWholeBrowseSessionArrivesOnceAlsoWhenTheServerWasDownInBetween() async throws {
        let directory = try TemporaryDirectory()
        let serverDatabase = directory.file("server.sqlite")
        var server = try await ReferenceServer.start(databasePath: serverDatabase)
        let port = server.port
        let http = Self.http()
        let configuration = AnalyticsConfiguration(queuePath: directory.file("client/analytics.sqlite"), ingestURL: server.ingestURL,
                                                   batchSize: 5, flushInterval: .milliseconds(100), backoff: Self.backoff)
        let notices = NoticeLog()
        let analytics = try AnalyticsFeature(settings: .enabled, configuration: configuration, http: http) { notices.append($0) }
        let observer = try #require(analytics.observer)
        let seen = SeenEvents()
        var registry = FeatureRegistry()
        try registry.install(analytics)
        registry.add(observer: seen)
        let api = APIClient(http: http, endpoint: try ServerEndpoint(baseURL: server.baseURL), factory: ScreenFactory(delegate: registry),
                            decorators: registry.requestDecorators, userAgent: "analytics-tests", cache: MemoryScreenCache())
        let session = Session(api: api, registry: registry, presenter: RecordingPresenter())

        await session.start(at: "home")
        _ = await session.perform(.navigate(NavigateAction(destination: "music")), from: "music-row")
        await server.stop()
        _ = await session.perform(.navigate(NavigateAction(destination: "parcels")), from: "parcels-row")
        _ = await session.perform(.back)
        await observer.uploader.requestFlush()
        let failedWhileDown = await eventually {
            notices.all.contains { if case .uploadFailed(.transport, _, _) = $0 { return true } else { return false } }
        }
        #expect(failedWhileDown, "an upload should have failed while the server was down")
        server = try await ReferenceServer.start(databasePath: serverDatabase, port: port)
        _ = await session.perform(.navigate(NavigateAction(destination: "music")), from: "music-row")
        await session.end()

        let expected = seen.count
        #expect(expected >= 8)
        #expect(await eventually { (try? await observer.queue.pendingCount()) == 0 })
        await observer.uploader.flush()
        await server.stop()
        let stored = try ReferenceServer.storedEvents(databasePath: serverDatabase)
        #expect(stored.count == expected, "one stored event per session event")
        #expect(Dictionary(grouping: stored, by: \.name).mapValues(\.count) == seen.countsByAnalyticsName)
    }
}

/// Counts what the session reported, by the analytics name it maps to.
final class SeenEvents: SessionObserver {
    private let events = Mutex<[SessionEvent]>([])

    func observe(_ event: SessionEvent) async { events.withLock { $0.append(event) } }

    var count: Int { events.withLock { $0.count } }

    var countsByAnalyticsName: [String: Int] {
        let mapper = AnalyticsEventMapper()
        return Dictionary(grouping: events.withLock { $0 }.map { mapper.event(for: $0, id: "", timestamp: 0, sessionID: "").name },
                          by: { $0 }).mapValues(\.count)
    }
}
