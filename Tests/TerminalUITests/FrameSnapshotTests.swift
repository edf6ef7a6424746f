import SDUI
import SDUITesting
import Testing
import TerminalUI

/// Whole frames of the interactive app (80 × 24, colours off): overlays,
/// sheets, loading and failures, as a user sees them.
@Suite("Frame snapshots")
struct FrameSnapshotTests {
    @Test("home with the focus on the first row")
    func home() async throws {
        let harness = try AppHarness()
        harness.serve("home", AppTests.home)
        await harness.run(keys: [])
        try snapshots.assert(harness.terminal.text, named: "frame-home")
    }

    @Test("an alert over the screen")
    func alert() async throws {
        let harness = try AppHarness()
        harness.serve("home", AppTests.home)
        await harness.run(keys: [.down, .down, .enter])
        try snapshots.assert(harness.terminal.text, named: "frame-alert")
    }

    @Test("a sheet over the screen that presented it")
    func sheet() async throws {
        let harness = try AppHarness()
        harness.serve("home", DemoScreens.home)
        harness.serve("login", DemoScreens.login)
        await harness.run(keys: [.down, .down, .down, .enter])
        try snapshots.assert(harness.terminal.text, named: "frame-sheet")
    }

    @Test("a choice prompt")
    func prompt() async throws {
        let harness = try AppHarness()
        harness.serve("delivery", Fixtures.screen(title: "Delivery", #"""
            {"type": "text", "id": "t", "paragraphs": ["When should we come by?"]},
            {"type": "button", "id": "when", "label": "Choose a time", "action": {"type": "command", "url": "/v1/commands/when"}}
            """#))
        harness.http.route(InMemoryHTTPClient.commandURL("when"), json: #"""
            {"type": "requestInput", "prompt": "When should we deliver?", "input": {"kind": "choice", "options": [{"title": "Morning (8:00 – 12:00)", "value": "am"}, {"title": "Evening (18:00 – 22:00)", "value": "pm"}]},
             "submit": {"url": "/v1/commands/when/set", "answerKey": "slot"}}
            """#)
        await harness.run(from: "delivery", keys: [.enter, .down])
        try snapshots.assert(harness.terminal.text, named: "frame-prompt")
    }

    @Test("a failed load with its retry hint")
    func failed() async throws {
        let harness = try AppHarness()
        harness.serve("home", AppTests.home)
        harness.http.route(InMemoryHTTPClient.screenURL("parcels"), status: 503,
                           json: #"{"error": {"code": "maintenance", "message": "Parcels are being updated; try again in a minute."}}"#)
        await harness.run(keys: [.enter])
        try snapshots.assert(harness.terminal.text, named: "frame-failed")
    }
}
