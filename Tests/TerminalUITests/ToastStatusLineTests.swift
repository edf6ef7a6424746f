@testable import InteractiveTerminal
import SDUI
import SDUITesting
import Testing
import TerminalUI

/// Toasts in the terminal: the status line says them for their seconds,
/// counted on the app's clock. The controller is driven with tick events
/// (a fake clock: no sleeping), and the frames are compared at fixed ticks.
@Suite("Toasts in the status line")
struct ToastStatusLineTests {
    static let size = TerminalSize(columns: 60, rows: 8)

    func controller() -> AppController {
        AppController(renderer: EntryRenderer(screens: ScreenRenderer(registry: .withTracks)))
    }

    /// The bottom row of the frame, as text.
    func statusLine(_ controller: inout AppController) -> String {
        controller.compose(size: Self.size).last?.plainText.trimmingTrailingSpaces ?? ""
    }

    func tick(_ controller: inout AppController, times: Int) {
        for _ in 0..<times { _ = controller.handle(.tick(accessories: nil)) }
    }

    @Test("a 2 s toast is on the status line until the 20th tick of 100 ms, then the key hints are back")
    func shownForItsSeconds() {
        var app = controller()
        let hints = statusLine(&app)
        #expect(hints.hasPrefix("↑↓ move"))
        _ = app.handle(.toast("Added “Late Night” to favourites", seconds: 2))
        #expect(statusLine(&app) == "● Added “Late Night” to favourites")
        tick(&app, times: 19)
        #expect(statusLine(&app) == "● Added “Late Night” to favourites", "still there at 1.9 s")
        tick(&app, times: 1)
        #expect(statusLine(&app) == hints, "gone at 2.0 s")
    }

    @Test("keys leave a toast (it covers nothing); a newer toast replaces it and starts its own time")
    func keysAndReplacement() {
        var app = controller()
        _ = app.handle(.toast("First", seconds: 3))
        _ = app.handle(.key(.down, sequence: 1))
        #expect(statusLine(&app) == "● First")
        tick(&app, times: 25)
        _ = app.handle(.toast("Second", seconds: 2))
        tick(&app, times: 10)
        #expect(statusLine(&app) == "● Second", "the first's end does not take the second with it")
        tick(&app, times: 10)
        #expect(!statusLine(&app).contains("Second"))
    }

    @Test("typing a search keeps the status line for what is typed; the toast shows again after, while its time lasts")
    func searchWins() {
        var app = controller()
        _ = app.handle(.toast("Saved", seconds: 5))
        app.state.mode = .searching("b")
        #expect(statusLine(&app).hasPrefix("/b"))
        app.state.mode = .browsing
        #expect(statusLine(&app) == "● Saved")
    }

    @Test("a long toast is cut to the row, and control characters never reach the terminal")
    func boundedToTheRow() {
        var app = controller()
        _ = app.handle(.toast(String(repeating: "word ", count: 40) + "\u{1B}[2J", seconds: 4))
        let line = statusLine(&app)
        #expect(DisplayWidth.of(line) <= Self.size.columns)
        #expect(!line.unicodeScalars.contains("\u{1B}"))
    }

    @Test("seconds become ticks of the app's clock, within the contract's bounds whatever is asked", arguments: [
        (100, 4.0, 40), (100, 2.0, 20), (100, 0.5, 20), (100, 1e9, 100), (100, -3.0, 20), (250, 3.0, 12), (0, 4.0, 40),
    ])
    func ticksForSeconds(intervalMilliseconds: Int, seconds: Double, ticks: Int) {
        var app = controller()
        app.tickInterval = .milliseconds(intervalMilliseconds)
        #expect(app.ticks(forSeconds: seconds) == ticks)
    }

    @Test("not a number: the passing message's ticks")
    func notANumber() {
        let app = controller()
        #expect(app.ticks(forSeconds: .nan) == app.messageTicks)
        #expect(app.ticks(forSeconds: .infinity) == app.messageTicks)
    }

    @Test("in the app: a showToast button and a done result's toast reach the status line; plain mode says the toast once")
    func endToEnd() async throws {
        let harness = try AppHarness()
        harness.serve("home", Fixtures.screen(title: "Home", #"""
            {"type": "button", "id": "toast", "label": "Toast", "action": {"type": "showToast", "message": "Saved for later", "duration": 3}},
            {"type": "button", "id": "heart", "label": "Heart", "action": {"type": "command", "url": "/v1/commands/favourite"}}
            """#))
        harness.http.route(InMemoryHTTPClient.commandURL("favourite"),
                           json: #"{"type": "done", "message": "Added", "toast": {"message": "Added to favourites", "duration": 3}}"#)
        let outcome = await harness.run(keys: [.enter])
        #expect(outcome.lastFrame.last?.trimmingTrailingSpaces == "● Saved for later")

        let heart = try AppHarness()
        heart.serve("home", Fixtures.screen(title: "Home", #"""
            {"type": "button", "id": "heart", "label": "Heart", "action": {"type": "command", "url": "/v1/commands/favourite"}}
            """#))
        heart.http.route(InMemoryHTTPClient.commandURL("favourite"),
                         json: #"{"type": "done", "message": "Added", "toast": {"message": "Added to favourites", "duration": 3}}"#)
        let answered = await heart.run(keys: [.enter])
        #expect(answered.lastFrame.last?.trimmingTrailingSpaces == "● Added to favourites")
        #expect(!answered.lastFrame.contains { $0.contains("Added ") && !$0.contains("favourites") },
                "the message is for clients without toasts")

        let plain = try AppHarness()
        plain.serve("home", Fixtures.screen(title: "Home", #"""
            {"type": "button", "id": "toast", "label": "Toast", "action": {"type": "showToast", "message": "Saved for later"}}
            """#))
        let lines = await plain.runPlain(lines: ["1"])
        #expect(lines.filter { $0.contains("Saved for later") }.count == 1, "\(lines)")
    }
}
