import SDUITesting
import Synchronization
import Testing
@testable import TerminalImages

/// A client that draws once waits for pictures no longer than `PictureWait`:
/// what is still on its way then is given up on, said once, and keeps its placeholder.
@Suite("Pictures: waited for as long as the screen took")
struct PictureWaitTests {
    /// The downloads that ended cancelled.
    final class Cancellations: Sendable {
        let urls = Mutex<[String]>([])
    }

    /// A fetch that answers `/fast.png` at once and never answers anything else (until cancelled).
    static func store(recorder: PictureStoreTests.Recorder, cancelled: Cancellations = Cancellations()) -> PictureStore {
        PictureStore(colors: .trueColor, report: { message in recorder.reports.withLock { $0.append(message) } }) { url in
            recorder.fetches.withLock { $0 += 1 }
            if url == "/fast.png" { return PictureStoreTests.picture }
            do {
                try await Task.sleep(for: .seconds(3_600))
            } catch {
                cancelled.urls.withLock { $0.append(url) }
                throw error
            }
            return []
        }
    }

    @Test("a picture that never comes is given up on after the wait: one note naming it, its download cancelled, the placeholder kept")
    func neverComes() async throws {
        let recorder = PictureStoreTests.Recorder()
        let cancelled = Cancellations()
        let store = Self.store(recorder: recorder, cancelled: cancelled)
        let wait = PictureWait(screenLoad: .milliseconds(20), minimum: .milliseconds(30))
        let abandoned = await store.load(["/fast.png", "/never.png", "/never.png"], waiting: wait)
        #expect(abandoned == ["/never.png"])
        guard case .drawn = store.lines(for: "/fast.png", columns: 10, maximumRows: 3) else {
            Issue.record("the fast picture is drawn")
            return
        }
        guard case .failed = store.lines(for: "/never.png", columns: 10, maximumRows: 3) else {
            Issue.record("the picture given up on keeps its placeholder, for good")
            return
        }
        #expect(await eventually { cancelled.urls.withLock { $0 } == ["/never.png"] }, "its download was cancelled")
        let reports = recorder.reports.withLock { $0 }
        #expect(reports == ["Picture not shown: /never.png timed out: not here within 0.03 s (the screen took 0.02 s; pictures are waited for as long, and at least 0.03 s)"],
                "said once, not again when its download ends cancelled: \(reports)")
        #expect(recorder.fetches.withLock { $0 } == 2, "one download each; a picture given up on is not asked for again")
    }

    @Test("pictures that all arrive end the wait at once; nothing is given up on")
    func allArrive() async {
        let recorder = PictureStoreTests.Recorder()
        let store = Self.store(recorder: recorder)
        // An hour's wait: only the pictures' arrival can end it in a test's time.
        let abandoned = await store.load(["/fast.png"], waiting: PictureWait(screenLoad: .seconds(3_600)))
        #expect(abandoned.isEmpty)
        #expect(recorder.reports.withLock { $0 }.isEmpty)
    }

    @Test("the wait is the screen's load time when that is longer than the minimum, and the note says so")
    func screenTime() {
        let wait = PictureWait(screenLoad: .milliseconds(1_250), minimum: .seconds(1))
        #expect(wait.limit == .milliseconds(1_250))
        #expect(PictureNotInTime(url: "http://127.0.0.1:1/a.png", wait: wait).description
                == "http://127.0.0.1:1/a.png timed out: not here within 1.25 s, the time the screen took to load")
        #expect(PictureWait(screenLoad: .milliseconds(5)).limit == .seconds(1), "at least a second by default")
    }

    @Test("a picture's own limits: 5 s, at least 1 KiB a second over 2 s; a short total shortens the window to 1 s")
    func limits() {
        #expect(PictureTimeLimits.standard == PictureTimeLimits(total: 5))
        #expect(PictureTimeLimits.standard.lowSpeedBytesPerSecond == 1_024 && PictureTimeLimits.standard.lowSpeedSeconds == 2)
        #expect(PictureTimeLimits(total: 1).lowSpeedSeconds == 1)
        #expect(PictureTimeLimits(total: 5).lowSpeedSeconds == 2, "the default window is kept")
        #expect(PictureTimeLimits(total: 120).lowSpeedSeconds == 48, "a longer total forgives a longer stall")
        #expect(PictureTimeLimits(total: 300).lowSpeedSeconds == 60)
        #expect(PictureTimeLimits(total: .nan).total == 5 && PictureTimeLimits(total: -3).total == 5)
    }
}
