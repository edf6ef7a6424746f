import Analytics
import Foundation
import SDUIStore
import SDUITesting
import Synchronization

/// Small helpers shared by the analytics suites.
enum TestEvents {
    static func screenView(_ index: Int, timestamp: Int64 = 1_795_000_000_000) -> AnalyticsEvent {
        AnalyticsEvent(id: AnalyticsEventID.random(), name: AnalyticsEventName.screenView, timestamp: timestamp + Int64(index),
                       properties: ["screen": .string("screen-\(index)"), "path": .string("path/\(index)")])
    }

    /// A fresh queue file in `directory`.
    static func queue(in directory: TemporaryDirectory, capacity: Int = 10_000,
                      clock: MillisecondClock = .system) throws -> AnalyticsQueue {
        try AnalyticsQueue.open(path: directory.file("analytics.sqlite"), capacity: capacity, clock: clock)
    }

    /// Fast retries for tests: a few milliseconds, not seconds.
    static let quickBackoff = BackoffPolicy(initialDelay: .milliseconds(2), maximumDelay: .milliseconds(20), maximumAttempts: 200)
}

/// Collects what analytics reported, for assertions.
final class NoticeLog: Sendable {
    private let notices = Mutex<[AnalyticsNotice]>([])

    func append(_ notice: AnalyticsNotice) { notices.withLock { $0.append(notice) } }
    var all: [AnalyticsNotice] { notices.withLock { $0 } }
}
