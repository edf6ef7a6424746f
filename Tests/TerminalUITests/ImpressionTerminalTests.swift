import JSON
import SDUI
import SDUISession
import SDUITesting
import Testing
import TerminalUI
@testable import InteractiveTerminal

/// Impressions in the terminal (§8.6) on a `ManualTimerClock`: the app
/// reports the rows each frame shows of the tracked components (scrolled,
/// the terminal's size, a dialog over them), and the session fires a
/// visibility action once its share has held for its duration.
@Suite("Impressions in the terminal")
struct ImpressionTerminalTests {
    /// A promotion below 40 rows, seen when half of it has been on screen for 800 ms, once per view.
    static let long = Fixtures.screen(title: "Parcels", (0..<40).map { #"{"type": "text", "id": "row-\#($0)", "paragraphs": ["Row \#($0)"]}"# }
        .joined(separator: ",") + #"""
        , {"type": "text", "id": "promo", "paragraphs": ["Lockers now open all night"],
           "visibilityActions": [{"id": "seen", "actions": [{"type": "updateState", "key": "seen", "value": "@{seen + 1}"}]}]}
        """#, initialState: #"{"seen": 0}"#)

    /// The promotion on top, and a button whose alert covers it.
    static let covered = Fixtures.screen(title: "Parcels", #"""
        {"type": "button", "id": "help", "label": "Help", "action": {"type": "showAlert", "title": "How lockers work"}},
        {"type": "text", "id": "promo", "paragraphs": ["Lockers now open all night"],
         "visibilityActions": [{"id": "seen", "actions": [{"type": "updateState", "key": "seen", "value": "@{seen + 1}"}]}]}
        """#, initialState: #"{"seen": 0}"#)

    struct Running {
        let harness: AppHarness
        let clock: ManualTimerClock
        let keys: TimerCountdownTests.HeldKeys
        let task: Task<TerminalApp.Outcome, Never>

        func seen() async -> JSONValue? { await harness.session.stateValue(forKey: "seen") }

        func finish() async {
            keys.continuation.finish()
            _ = await task.value
        }
    }

    static func start(_ screen: String, rows: Int = 12) async throws -> Running {
        let harness = try AppHarness(columns: 60, rows: rows)
        let clock = ManualTimerClock()
        await harness.session.useTimerClock(clock)
        harness.serve("parcels", screen)
        let keys = TimerCountdownTests.HeldKeys()
        let app = TerminalApp(session: harness.session, presenter: harness.presenter, renderer: ScreenRenderer(registry: harness.terminalRegistry),
                              keys: keys, output: harness.terminal,
                              configuration: TerminalApp.Configuration(usesColor: false, tickInterval: nil, pacesKeys: true,
                                                                       impressions: .session(harness.session)))
        let task = Task { await app.run(start: .path("parcels")) }
        return Running(harness: harness, clock: clock, keys: keys, task: task)
    }

    @Test("not seen while scrolled out; seen too briefly when scrolled back before 800 ms; seen at 800 ms; once per view")
    func scrolling() async throws {
        let run = try await Self.start(Self.long)
        let terminal = run.harness.terminal
        #expect(await waitUntil { terminal.text.contains("Row 0") })
        run.clock.advance(to: 5_000)
        #expect(run.clock.sleepers.isEmpty, "nothing waits for a promotion below the screen")
        #expect(await run.seen() == .number(JSONNumber(0)))

        run.keys.continuation.yield(.end)
        #expect(await waitUntil { terminal.text.contains("Lockers now open all night") })
        #expect(await waitUntil { run.clock.sleepers == [5_800] }, "seen at 5 s: due at 5.8 s")
        run.keys.continuation.yield(.home)
        #expect(await waitUntil { terminal.text.contains("Row 0") })
        #expect(await waitUntil { run.clock.sleepers.isEmpty }, "scrolled out before 800 ms: the wait ends")
        run.clock.advance(to: 6_000)
        #expect(await run.seen() == .number(JSONNumber(0)))

        run.keys.continuation.yield(.end)
        #expect(await waitUntil { run.clock.sleepers == [6_800] })
        run.clock.advance(to: 6_800)
        #expect(await waitUntil { await run.seen() == .number(JSONNumber(1)) })

        run.keys.continuation.yield(.home)
        #expect(await waitUntil { terminal.text.contains("Row 0") })
        run.keys.continuation.yield(.end)
        #expect(await waitUntil { terminal.text.contains("Lockers now open all night") })
        run.clock.advance(to: 20_000)
        #expect(run.clock.sleepers.isEmpty, "the limit of once per view holds")
        #expect(await run.seen() == .number(JSONNumber(1)))
        await run.finish()
    }

    @Test("a terminal tall enough shows the promotion at once: seen at 800 ms with no key")
    func tallTerminal() async throws {
        let run = try await Self.start(Self.long, rows: 60)
        #expect(await waitUntil { run.clock.sleepers == [800] })
        run.clock.advance(to: 800)
        #expect(await waitUntil { await run.seen() == .number(JSONNumber(1)) })
        await run.finish()
    }

    @Test("covered by a dialog: not seen while the alert is up; seen 800 ms after it is closed")
    func coveredByDialog() async throws {
        let run = try await Self.start(Self.covered)
        let terminal = run.harness.terminal
        #expect(await waitUntil { run.clock.sleepers == [800] })
        run.clock.advance(to: 500)
        run.keys.continuation.yield(.enter)
        #expect(await waitUntil { terminal.text.contains("How lockers work") })
        #expect(await waitUntil { run.clock.sleepers.isEmpty }, "the alert covers the promotion")
        run.clock.advance(to: 2_000)
        #expect(await run.seen() == .number(JSONNumber(0)))
        run.keys.continuation.yield(.enter)
        #expect(await waitUntil { !terminal.text.contains("How lockers work") })
        #expect(await waitUntil { run.clock.sleepers == [2_800] })
        run.clock.advance(to: 2_800)
        #expect(await waitUntil { await run.seen() == .number(JSONNumber(1)) })
        await run.finish()
    }
}
