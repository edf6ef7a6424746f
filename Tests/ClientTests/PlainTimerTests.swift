import Foundation
import SDUITesting
import Testing

/// `sdui open --plain` runs a screen's timers (contract §8.5) as the full
/// terminal does: each tick is a changed line read out, not the screen read
/// again, and the timer's actions answer typed lines.
@Suite("sdui binary: plain mode runs timers")
struct PlainTimerTests {
    @Test("the locker's countdown is read out tick by tick; pausing stops it; cancelling ends it, each by a typed line")
    func countdown() async throws {
        let data = try ClientCacheTests.dataDirectory()
        defer { try? FileManager.default.removeItem(at: data) }
        let sdui = try BuiltProgram("sdui")
        try await LiveServer.run { base in
            let terminal = try PseudoTerminal(rows: 40, columns: 100)
            let process = try sdui.launch(["open", base, "--plain", "--path", "scan-and-go/locker", "--no-analytics"], on: terminal,
                                          environment: PlainOpenTests.environment(data))
            defer { if process.isRunning { process.terminate() } }
            // The offset just after the first tick's line, not the output's length when the
            // wait returned: on a loaded machine the next tick may be in by then.
            let first = await terminal.waitFor(bytes: Array("Locker reserved for 2:00".utf8))
            let start = try #require(first, "\(terminal.text.suffix(1500))")
            #expect(await terminal.waitFor("Locker reserved for 1:59", after: start), "\(terminal.text(after: start))")
            #expect(await terminal.waitFor("Locker reserved for 1:58", after: start), "\(terminal.text(after: start))")
            // A tick is a line that changed: the screen is not read out again.
            #expect(!terminal.text(after: start).contains("Screen: Your locker"), "\(terminal.text(after: start))")

            var mark = terminal.received.count
            terminal.type("Pause the countdown\n")
            #expect(await terminal.waitFor("Resume the countdown", after: mark), "\(terminal.text(after: mark))")
            // Paused: the next line read out is the one the next typed line causes, not a tick.
            mark = terminal.received.count
            terminal.type("Cancel the reservation\n")
            #expect(await terminal.waitFor("The reservation is cancelled", after: mark), "\(terminal.text(after: mark))")
            let afterPause = terminal.text(after: mark)
            let cancelled = try #require(afterPause.range(of: "The reservation is cancelled"))
            #expect(!afterPause[..<cancelled.lowerBound].contains("Locker reserved for"), "a tick while paused: \(afterPause)")
            terminal.type("q\n")
            try await sdui.waitForExit(process, seconds: 60)
            #expect(process.terminationStatus == 0)
        }
    }
}
