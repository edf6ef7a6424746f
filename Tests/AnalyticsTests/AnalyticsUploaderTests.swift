import Analytics
import SDUI
import SDUIStore
import SDUITesting
import Synchronization
import Testing

/// The uploader's decisions against an in-memory ingest endpoint.
@Suite("AnalyticsUploader: batches, acknowledgement, backoff")
struct AnalyticsUploaderTests {
    static let url = "http://127.0.0.1:9/v1/analytics/events"

    func uploader(_ queue: AnalyticsQueue, _ server: InMemoryIngestServer, batchSize: Int = 10,
                  backoff: BackoffPolicy = TestEvents.quickBackoff, flushInterval: Duration = .seconds(3600),
                  notices: NoticeLog? = nil) -> AnalyticsUploader {
        AnalyticsUploader(queue: queue, http: server, ingestURL: Self.url, batchSize: batchSize, flushInterval: flushInterval,
                          backoff: backoff) { notice in notices?.append(notice) }
    }

    @Test func sendsBatchesOfNAndDeletesWhatWasAcknowledged() async throws {
        let directory = try TemporaryDirectory()
        let queue = try TestEvents.queue(in: directory)
        let events = (0..<23).map { TestEvents.screenView($0) }
        for event in events { try await queue.append(event) }
        let server = InMemoryIngestServer()
        let report = await uploader(queue, server).flush()
        #expect(server.batchSizes == [10, 10, 3])
        #expect(server.storedIDs == events.map(\.id))
        #expect(report.drained && report.delivered == 23 && report.accepted == 23 && report.duplicates == 0 && report.batches == 3)
        #expect(try await queue.pendingCount() == 0)
    }

    @Test(arguments: [
        InMemoryIngestServer.Behaviour.status(500, body: "boom"),
        .status(503, body: ""),
        .status(429, body: "slow down"),
        .connectionRefused,
        .shortCount,
        .storeThenFail,
    ])
    func aBatchThatIsNotAcknowledgedStaysQueued(_ failure: InMemoryIngestServer.Behaviour) async throws {
        let directory = try TemporaryDirectory()
        let queue = try TestEvents.queue(in: directory)
        let events = (0..<5).map { TestEvents.screenView($0) }
        for event in events { try await queue.append(event) }
        let failing = InMemoryIngestServer { _ in failure }
        let notices = NoticeLog()
        let givingUp = BackoffPolicy(initialDelay: .milliseconds(1), maximumDelay: .milliseconds(2), maximumAttempts: 3)
        let report = await uploader(queue, failing, backoff: givingUp, notices: notices).flush()
        #expect(!report.drained && report.failures == 3 && report.delivered == 0)
        #expect(try await queue.oldest(limit: 10).map(\.event) == events)
        // Three failures: two waits, then giving up until the next flush.
        let retries = notices.all.compactMap { notice -> Duration?? in
            if case .uploadFailed(_, _, let retryIn) = notice { return .some(retryIn) }
            return nil
        }
        #expect(retries.count == 3 && retries[0] != nil && retries[1] != nil && retries[2] == nil)

        let healthy = InMemoryIngestServer()
        #expect(await uploader(queue, healthy).flush().delivered == 5)
        #expect(Set(healthy.storedIDs) == Set(events.map(\.id)))
        #expect(try await queue.pendingCount() == 0)
    }

    @Test func retriesWithBackoffUntilTheServerAnswers() async throws {
        let directory = try TemporaryDirectory()
        let queue = try TestEvents.queue(in: directory)
        let events = (0..<12).map { TestEvents.screenView($0) }
        for event in events { try await queue.append(event) }
        // Down for five requests, then fine.
        let server = InMemoryIngestServer { number in number <= 5 ? .connectionRefused : .normal }
        let report = await uploader(queue, server, batchSize: 5).flush()
        #expect(report.failures == 5 && report.drained && report.delivered == 12)
        #expect(server.storedIDs == events.map(\.id))
        #expect(server.deliveries.values.allSatisfy { $0 == 1 })
    }

    @Test func aBatchStoredButNotConfirmedIsSentAgainAndCountedAsDuplicates() async throws {
        let directory = try TemporaryDirectory()
        let queue = try TestEvents.queue(in: directory)
        for index in 0..<10 { try await queue.append(TestEvents.screenView(index)) }
        let server = InMemoryIngestServer { number in number.isMultiple(of: 2) ? .storeThenFail : .normal }
        let report = await uploader(queue, server, batchSize: 4).flush()
        #expect(report.drained && report.accepted + report.duplicates == 10)
        #expect(report.duplicates > 0)
        #expect(server.storedIDs.count == 10)
    }

    @Test func aRefusedEventIsIsolatedDiscardedAndReported() async throws {
        let directory = try TemporaryDirectory()
        let queue = try TestEvents.queue(in: directory)
        let events = (0..<10).map { TestEvents.screenView($0) }
        for event in events { try await queue.append(event) }
        let poison = events[6].id
        let server = InMemoryIngestServer { _ in .refuseEvent(id: poison) }
        let notices = NoticeLog()
        let report = await uploader(queue, server, batchSize: 8, notices: notices).flush()
        #expect(report.drained && report.rejected == 1)
        let stored = server.storedIDs
        #expect(Set(stored.prefix(9)) == Set(events.map(\.id)).subtracting([poison]))
        #expect(!stored.contains(poison))
        #expect(notices.all.contains { if case .eventRejected(poison, 400, _) = $0 { return true } else { return false } })
        // The loss is reported to the server too.
        #expect(stored.count == 10)
        #expect(try await queue.pendingCount() == 0)
    }

    @Test func aFullBatchIsSentWithoutBeingAsked() async throws {
        let directory = try TemporaryDirectory()
        let queue = try TestEvents.queue(in: directory)
        let server = InMemoryIngestServer()
        let observer = AnalyticsObserver(queue: queue, uploader: uploader(queue, server, batchSize: 5))
        for index in 0..<5 { await observer.record(TestEvents.screenView(index)) }
        #expect(await eventually { server.storedIDs.count == 5 })
        #expect(await eventually { (try? await queue.pendingCount()) == 0 })
    }

    @Test func aPartialBatchIsSentWhenTheFlushIntervalPasses() async throws {
        let directory = try TemporaryDirectory()
        let queue = try TestEvents.queue(in: directory)
        let server = InMemoryIngestServer()
        let observer = AnalyticsObserver(queue: queue, uploader: uploader(queue, server, batchSize: 50, flushInterval: .milliseconds(50)))
        await observer.record(TestEvents.screenView(0))
        await observer.record(TestEvents.screenView(1))
        #expect(await eventually { server.storedIDs.count == 2 })
        #expect(server.requestCount == 1)
    }

    @Test func sessionStartAndEndFlushAtOnce() async throws {
        let directory = try TemporaryDirectory()
        let queue = try TestEvents.queue(in: directory)
        let server = InMemoryIngestServer()
        let observer = AnalyticsObserver(queue: queue, uploader: uploader(queue, server, batchSize: 50))
        await observer.observe(.sessionStarted)
        #expect(await eventually { server.storedIDs.count == 1 })
        await observer.observe(.screenViewed(path: "home", screenID: "home", analytics: nil))
        await observer.observe(.sessionEnded)
        #expect(await eventually { server.storedIDs.count == 3 })
    }
}
