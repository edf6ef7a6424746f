import JSON
import SDUI
import SDUISession
import SDUITesting
import Testing
import TerminalUI
@testable import InteractiveTerminal

/// A countdown in the terminal (§8.5) on a `ManualTimerClock`: golden frames
/// at fixed instants (0, 1 s, 60 s, 119 s and the end), each reached tick by
/// tick, and what a tick writes: only the row that changed.
@Suite("Timers in the terminal")
struct TimerCountdownTests {
    /// Keys the test hands over when it is done looking: the app runs until then.
    struct HeldKeys: KeySource {
        let stream: AsyncStream<Key>
        let continuation: AsyncStream<Key>.Continuation

        init() {
            (stream, continuation) = AsyncStream.makeStream(of: Key.self)
        }

        func keys() -> AsyncStream<Key> { stream }
    }

    /// "Locker reserved for 2:00", rows around it, and "expired" when the timer ends.
    static let locker = Fixtures.screen(title: "Locker 14", #"""
        {"type": "text", "id": "where", "paragraphs": ["Station Square, locker 14"]},
        {"type": "text", "id": "left", "style": "headline", "paragraphs": ["Locker reserved for @{left / 60000}:@{left % 60000 / 10000}@{left % 10000 / 1000}"]},
        {"type": "text", "id": "expired", "visible": "@{expired}", "paragraphs": ["The reservation expired."]},
        {"type": "detailRow", "id": "code", "title": "Pickup code", "subtitle": "4711"},
        {"type": "button", "id": "cancel", "label": "Cancel the reservation", "action": {"type": "stopTimer", "id": "hold"}}
        """#, initialState: #"{"left": 120000, "expired": false}"#)
        .replacingOccurrences(of: #""sections""#, with: #""timers": [{"id": "hold", "duration": 120000, "tick": 1000, "key": "left", "autostart": true, "onEnd": [{"type": "updateState", "key": "expired", "value": true}]}], "sections""#)

    /// The app at 60x12 on `screen`, its timers on a manual clock, its keys held until the test finishes them.
    static func launch(_ screen: String) async throws -> (AppHarness, ManualTimerClock, HeldKeys, Task<TerminalApp.Outcome, Never>) {
        let harness = try AppHarness(columns: 60, rows: 12)
        let clock = ManualTimerClock()
        await harness.session.useTimerClock(clock)
        harness.serve("timers", screen)
        let keys = HeldKeys()
        let app = TerminalApp(session: harness.session, presenter: harness.presenter, renderer: ScreenRenderer(registry: harness.terminalRegistry),
                              keys: keys, output: harness.terminal,
                              configuration: TerminalApp.Configuration(usesColor: false, tickInterval: nil, pacesKeys: true))
        return (harness, clock, keys, Task { await app.run(start: .path("timers")) })
    }

    @Test("a two-minute countdown at 0, 1, 60, 119 and 120 s; each tick writes its one row")
    func goldenFrames() async throws {
        let (harness, clock, keys, running) = try await Self.launch(Self.locker)
        let terminal = harness.terminal

        func shows(_ text: String) async -> Bool { await waitUntil { terminal.text.contains(text) } }
        /// Moves the clock to each next deadline up to `instant`, waiting for each tick's row.
        func step(to instant: Int) async -> Bool {
            while clock.now() < instant {
                guard await waitUntil({ !clock.sleepers.isEmpty }) else { return false }
                let next = min(clock.sleepers.first ?? instant, instant)
                clock.advance(to: next)
                let left = max(0, 120_000 - next)
                let text = left == 0 ? "expired" : "for \(left / 60_000):\(left % 60_000 / 10_000)\(left % 10_000 / 1_000)"
                guard await shows(text) else { return false }
            }
            return true
        }

        #expect(await shows("Locker reserved for 2:00"))
        try snapshots.assert(terminal.text, named: "frame-countdown-0s")
        let before = terminal.writes.count
        #expect(await step(to: 1_000))
        try snapshots.assert(terminal.text, named: "frame-countdown-1s")
        let tick = terminal.writes[before...].joined()
        let rowsWritten = tick.matches(of: /\u{1B}\[\d+;\d+H/).count
        #expect(rowsWritten == 1, "one row written for a tick, not \(rowsWritten): \(tick.debugDescription)")
        #expect(tick.contains("1:59") && !tick.contains("Station Square"))
        #expect(await step(to: 60_000))
        try snapshots.assert(terminal.text, named: "frame-countdown-60s")
        #expect(await step(to: 119_000))
        try snapshots.assert(terminal.text, named: "frame-countdown-119s")
        #expect(await step(to: 120_000))
        #expect(await shows("The reservation expired."))
        try snapshots.assert(terminal.text, named: "frame-countdown-120s")
        #expect(await harness.session.timerPhase("hold") == "ended")
        keys.continuation.finish()
        _ = await running.value
    }

    @Test("a hostile screen: 10,000 timers of 1 ms each; 32 run, every 100 ms, and keys are answered between their ticks")
    func hostileTimers() async throws {
        let timers = (0..<10_000).map { #"{"id": "t\#($0)", "tick": 1, "key": "k\#($0 % 40)", "autostart": true}"# }.joined(separator: ",")
        let screen = Fixtures.screen(title: "Hostile", #"""
            {"type": "text", "id": "keys", "paragraphs": ["@{k0} @{k31} @{k32}"]},
            {"type": "toggle", "id": "on", "label": "Still answering", "stateKey": "on"}
            """#, initialState: #"{"k0": -1, "k31": -1, "k32": -1, "on": false}"#)
            .replacingOccurrences(of: #""sections""#, with: #""timers": [\#(timers)], "sections""#)
        let (harness, clock, keys, running) = try await Self.launch(screen)
        let terminal = harness.terminal
        #expect(await waitUntil { terminal.text.contains("0 0 -1") }, "the first 32 timers start (k0 and k31 at 0); k32's never does")
        #expect(await waitUntil { clock.sleepers == [100] }, "the 1 ms tick is raised to 100 ms")
        keys.continuation.yield(.down)
        for step in 1...10 {
            clock.advance(to: step * 100)
            keys.continuation.yield(.enter)
            #expect(await waitUntil { await harness.session.stateValue(forKey: "on") == .bool(step % 2 == 1) }, "the toggle answers at tick \(step)")
            #expect(await waitUntil { terminal.text.contains("\(step * 100) \(step * 100) -1") }, "tick \(step)")
        }
        #expect(await harness.session.stateValue(forKey: "k32") == .number(JSONNumber(-1)))
        keys.continuation.finish()
        _ = await running.value
    }
}
