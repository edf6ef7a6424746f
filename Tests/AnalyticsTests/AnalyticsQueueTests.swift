import Analytics
import JSON
import SDUIStore
import SDUITesting
import Synchronization
import Testing

@Suite("AnalyticsQueue: durable outbox and drop policy")
struct AnalyticsQueueTests {
    @Test func keepsEventsOldestFirstUntilAcknowledged() async throws {
        let directory = try TemporaryDirectory()
        let queue = try TestEvents.queue(in: directory)
        let events = (0..<5).map { TestEvents.screenView($0) }
        for event in events { try await queue.append(event) }
        let oldest = try await queue.oldest(limit: 3)
        #expect(oldest.map(\.event) == Array(events.prefix(3)))
        try await queue.acknowledge(oldest.map(\.seq))
        #expect(try await queue.oldest(limit: 10).map(\.event) == Array(events.suffix(2)))
        #expect(try await queue.pendingCount() == 2)
    }

    @Test func survivesReopening() async throws {
        let directory = try TemporaryDirectory()
        let events = (0..<3).map { TestEvents.screenView($0) }
        do {
            let queue = try TestEvents.queue(in: directory)
            for event in events { try await queue.append(event) }
            try queue.store.close()
        }
        let reopened = try TestEvents.queue(in: directory)
        #expect(try await reopened.oldest(limit: 10).map(\.event) == events)
        #expect(try await reopened.pendingCount() == 3)
    }

    @Test func aFullQueueDropsTheOldestAndSaysSo() async throws {
        let directory = try TemporaryDirectory()
        let now = Mutex<Int64>(100)
        let queue = try TestEvents.queue(in: directory, capacity: 5, clock: MillisecondClock { now.withLock { $0 += 1; return $0 } })
        let events = (0..<8).map { TestEvents.screenView($0) }
        var results: [AppendResult] = []
        for event in events { results.append(try await queue.append(event)) }
        #expect(results.map(\.dropped) == [0, 0, 0, 0, 0, 1, 1, 1])
        #expect(results.map(\.pending) == [1, 2, 3, 4, 5, 5, 5, 5])
        #expect(try await queue.oldest(limit: 10).map(\.event) == Array(events.suffix(5)))
        let ledger = try await queue.dropLedger()
        #expect(ledger.queueFull == 3 && ledger.rejected == 0)
        #expect(ledger.firstDroppedAt != nil && ledger.lastDroppedAt != nil && ledger.firstDroppedAt! < ledger.lastDroppedAt!)
    }

    @Test func whenRoomFreesAnEventsDroppedReportJoinsTheQueue() async throws {
        let directory = try TemporaryDirectory()
        let queue = try TestEvents.queue(in: directory, capacity: 5)
        for index in 0..<8 { try await queue.append(TestEvents.screenView(index)) }
        let oldest = try await queue.oldest(limit: 2)
        let report = try #require(try await queue.acknowledge(oldest.map(\.seq)))
        #expect(report.name == AnalyticsEventName.eventsDropped)
        #expect(report.properties["count"] == 3)
        #expect(report.properties["queueFull"] == 3)
        #expect(report.properties["rejectedByServer"] == 0)
        #expect(report.properties["capacity"] == 5)
        #expect(try await queue.dropLedger() == DropLedger())
        let queued = try await queue.oldest(limit: 10).map(\.event)
        #expect(queued.count == 4)
        #expect(queued.last == report)
        // Nothing more to report: the next acknowledgement adds no report.
        #expect(try await queue.acknowledge([]) == nil)
    }

    @Test func aDroppedReportGivesItsCountsBack() async throws {
        let directory = try TemporaryDirectory()
        let queue = try TestEvents.queue(in: directory, capacity: 3)
        for index in 0..<5 { try await queue.append(TestEvents.screenView(index)) }  // drops 2
        let first = try await queue.oldest(limit: 1)
        _ = try #require(try await queue.acknowledge(first.map(\.seq)))            // report(2) queued, 3 pending
        for index in 5..<9 { try await queue.append(TestEvents.screenView(index)) }  // drops 4: 2 events, the report, 1 more
        let ledger = try await queue.dropLedger()
        #expect(ledger.queueFull == 2 + 3)
        #expect(try await queue.oldest(limit: 10).allSatisfy { $0.event.name == AnalyticsEventName.screenView })
    }

    @Test func rejectedEventsAreCountedAsLost() async throws {
        let directory = try TemporaryDirectory()
        let queue = try TestEvents.queue(in: directory)
        for index in 0..<3 { try await queue.append(TestEvents.screenView(index)) }
        let first = try await queue.oldest(limit: 1)
        try await queue.discardRejected(first.map(\.seq))
        #expect(try await queue.dropLedger().rejected == 1)
        #expect(try await queue.pendingCount() == 2)
        let second = try await queue.oldest(limit: 1)
        let report = try #require(try await queue.acknowledge(second.map(\.seq)))
        #expect(report.properties["rejectedByServer"] == 1)
        #expect(report.properties["count"] == 1)
    }

    @Test func theObserverReportsDropsAsTheyHappen() async throws {
        let directory = try TemporaryDirectory()
        let queue = try TestEvents.queue(in: directory, capacity: 3)
        let notices = NoticeLog()
        let uploader = AnalyticsUploader(queue: queue, http: InMemoryIngestServer(script: { _ in .connectionRefused }),
                                         ingestURL: "http://127.0.0.1:9/v1/analytics/events", batchSize: 100,
                                         flushInterval: .seconds(3600))
        let observer = AnalyticsObserver(queue: queue, uploader: uploader) { notice in notices.append(notice) }
        for index in 0..<5 { #expect(await observer.record(TestEvents.screenView(index))) }
        #expect(notices.all == [.eventsDropped(count: 1, capacity: 3), .eventsDropped(count: 1, capacity: 3)])
        await uploader.stop()
    }
}
