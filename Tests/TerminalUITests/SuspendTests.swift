import Synchronization
import Testing
import TerminalUI

/// Ctrl-Z: raw mode turns job control's key into a byte, so the app hands
/// it to the program's `suspend` hook (in `sdui open`: refresh the widget,
/// give the shell its terminal, stop) and redraws everything after.
@Suite("Interactive app: Ctrl-Z")
struct SuspendTests {
    @Test("Ctrl-Z runs the suspend hook once, then every row is written again and the focus is where it was")
    func suspendThenRedraw() async throws {
        let calls = Mutex(0)
        let quiet = try AppHarness()
        quiet.serve("home", AppTests.home)
        let baseline = await quiet.run(keys: [.down])

        let harness = try AppHarness()
        harness.serve("home", AppTests.home)
        let outcome = await harness.run(keys: [.down, .control("z")], suspend: { calls.withLock { $0 += 1 } })
        #expect(calls.withLock { $0 } == 1)
        #expect(AppTests.focusedLine(harness.terminal.screen)?.contains("Music") == true)
        // The frame after the hook rewrote the whole screen (nothing is known about what the shell left there).
        #expect(outcome.framesWritten > baseline.framesWritten)
        #expect(outcome.bytesWritten - baseline.bytesWritten >= harness.terminal.text.utf8.count / 2,
                "\(outcome.bytesWritten) against \(baseline.bytesWritten)")
    }

    @Test("without a hook (tests, scripted input) Ctrl-Z says it cannot, and nothing else changes")
    func noHook() async throws {
        let harness = try AppHarness()
        harness.serve("home", AppTests.home)
        await harness.run(keys: [.down, .control("z")])
        #expect(harness.terminal.text.contains("Ctrl-Z: this program cannot go to the background."))
        #expect(AppTests.focusedLine(harness.terminal.screen)?.contains("Music") == true)
    }
}
