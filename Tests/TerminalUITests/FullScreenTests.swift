import SDUI
import SDUISession
import Testing
import TerminalUI

/// `fullScreen` presentation in the terminal, next to `push` and `sheet`: the
/// same screen opened from the same row (deep in a scrolled list) each way.
/// A full-screen presentation takes the whole terminal (`✕`, nothing of the
/// screen under it, no accessory rows), and closing it (Esc, Backspace, a
/// `back` action) gives back exactly the frame it was opened from.
@Suite("Full-screen presentation")
struct FullScreenTests {
    /// Home: thirty rows, each opening Details with `presentation`.
    static func home(_ presentation: String) -> String {
        let rows = (1...30).map { index in
            #"{"type": "detailRow", "id": "r\#(index)", "title": "Row \#(index)", "primaryAction": {"type": "navigate", "destination": "details", "presentation": "\#(presentation)"}}"#
        }
        return Fixtures.screen(title: "Home", rows.joined(separator: ","))
    }

    static let details = Fixtures.screen(title: "Details", #"""
        {"type": "text", "id": "t", "paragraphs": ["Everything about this row."]},
        {"type": "button", "id": "close", "label": "Close", "action": {"type": "back"}},
        {"type": "detailRow", "id": "more", "title": "More", "primaryAction": {"type": "navigate", "destination": "more"}}
        """#)

    static let more = Fixtures.screen(title: "More", #"{"type": "text", "id": "t", "paragraphs": ["Even more."]}"#)

    /// The focus moved far enough down Home that it scrolled: row 26 is focused.
    static let deep = [Key](repeating: .down, count: 25)

    static func harness(_ presentation: String, accessories: [any TerminalAccessory] = []) throws -> AppHarness {
        let harness = try AppHarness(accessories: accessories)
        harness.serve("home", home(presentation))
        harness.serve("details", details)
        harness.serve("more", more)
        return harness
    }

    /// The frame of Home with row 26 focused, before anything was opened.
    static func openingFrame() async throws -> String {
        let harness = try harness("push")
        await harness.run(keys: deep)
        #expect(harness.terminal.screen.contains { $0.contains("Row 26") })
        #expect(!harness.terminal.screen.contains { $0.contains("Row 3 ") || $0.hasSuffix("Row 3") }, "Home has scrolled")
        return harness.terminal.text
    }

    @Test("fullScreen takes the whole terminal: ✕ before its title, nothing of the screen it was opened from")
    func fullScreenFrame() async throws {
        let harness = try Self.harness("fullScreen")
        await harness.run(keys: Self.deep + [.enter])
        let screen = harness.terminal.screen
        #expect(screen[0].hasPrefix("✕ Details"), "\(harness.terminal.text)")
        #expect(!harness.terminal.text.contains("‹"))
        #expect(!harness.terminal.text.contains("Home"))
        #expect(!harness.terminal.text.contains("Row "))
        try snapshots.assert(harness.terminal.text, named: "frame-full-screen")
    }

    @Test("push of the same screen shows the way back, ‹, where fullScreen shows ✕")
    func pushFrame() async throws {
        let harness = try Self.harness("push")
        await harness.run(keys: Self.deep + [.enter])
        #expect(harness.terminal.screen[0].hasPrefix("‹ Details"), "\(harness.terminal.text)")
        #expect(!harness.terminal.text.contains("✕"))
        try snapshots.assert(harness.terminal.text, named: "frame-push")

        let full = try Self.harness("fullScreen")
        await full.run(keys: Self.deep + [.enter])
        // The same body, only the marker differs.
        #expect(Array(harness.terminal.screen.dropFirst()) == Array(full.terminal.screen.dropFirst()))
    }

    @Test("a sheet of the same screen leaves the screen it was opened from in sight around it")
    func sheetFrame() async throws {
        let harness = try Self.harness("sheet")
        await harness.run(keys: Self.deep + [.enter])
        #expect(harness.terminal.screen[0].hasPrefix("Home"), "\(harness.terminal.text)")
        #expect(harness.terminal.text.contains("║ ‹ Details"))
        #expect(harness.terminal.text.contains("Row "))
    }

    @Test("closing gives back exactly the frame it was opened from: screen, focus and scroll",
          arguments: ["fullScreen", "sheet"], [[Key.escape], [.backspace], [.enter]])
    func closingReturns(presentation: String, close: [Key]) async throws {
        let before = try await Self.openingFrame()
        let harness = try Self.harness(presentation)
        // Enter on the presented screen runs its first element, "Close", a `back` action.
        await harness.run(keys: Self.deep + [.enter] + close)
        #expect(harness.terminal.text == before)
    }

    @Test("a screen pushed on a full-screen presentation goes back to it first; then it closes to where it was opened")
    func pushedOnTop() async throws {
        let before = try await Self.openingFrame()
        let pushed = try Self.harness("fullScreen")
        await pushed.run(keys: Self.deep + [.enter, .down, .enter])
        #expect(pushed.terminal.screen[0].hasPrefix("‹ More"), "\(pushed.terminal.text)")

        let back = try Self.harness("fullScreen")
        await back.run(keys: Self.deep + [.enter, .down, .enter, .escape])
        #expect(back.terminal.screen[0].hasPrefix("✕ Details"), "\(back.terminal.text)")

        let closed = try Self.harness("fullScreen")
        await closed.run(keys: Self.deep + [.enter, .down, .enter, .escape, .escape])
        #expect(closed.terminal.text == before)
    }

    @Test("the accessories' rows (a now-playing bar) give way to a full-screen presentation, and come back when it closes")
    func accessoriesGiveWay() async throws {
        let full = try Self.harness("fullScreen", accessories: [NowPlaying()])
        await full.run(keys: Self.deep + [.enter])
        #expect(!full.terminal.text.contains("♪ Now playing"), "\(full.terminal.text)")
        #expect(!full.terminal.text.contains("p pauses"))

        let pushed = try Self.harness("push", accessories: [NowPlaying()])
        await pushed.run(keys: Self.deep + [.enter])
        #expect(pushed.terminal.text.contains("♪ Now playing"), "\(pushed.terminal.text)")

        let closed = try Self.harness("fullScreen", accessories: [NowPlaying()])
        await closed.run(keys: Self.deep + [.enter, .escape])
        #expect(closed.terminal.text.contains("♪ Now playing"), "\(closed.terminal.text)")
    }

    @Test("--plain reads a full-screen presentation out as a new screen that b closes, and reads the first screen again after")
    func plain() async throws {
        let harness = try Self.harness("fullScreen")
        let lines = await harness.runPlain(lines: ["26", "b"])
        let opened = try #require(lines.firstIndex(of: "Screen: Details"), "\(lines)")
        let hint = try #require(lines[opened...].first { $0.hasSuffix("h for help.") })
        #expect(hint.contains("b closes it, "), "\(hint)")
        #expect(lines[(opened + 1)...].contains("Screen: Home"), "\(lines)")

        let pushed = try Self.harness("push")
        let pushedLines = await pushed.runPlain(lines: ["26"])
        let pushedOpened = try #require(pushedLines.firstIndex(of: "Screen: Details"), "\(pushedLines)")
        #expect(pushedLines[pushedOpened...].contains { $0.hasSuffix("b goes back, h for help.") }, "\(pushedLines)")
    }

    /// Always shows one row, as the Player's now-playing bar does while something plays.
    final class NowPlaying: TerminalAccessory {
        var keyBindings: [AccessoryKeyBinding] { [] }
        func handle(_ key: Key) async -> String? { nil }
        func refresh() async -> AccessoryUpdate {
            AccessoryUpdate(footer: AccessoryFooter { _, theme in [RenderedLine("♪ Now playing: Prelude", style: theme.heading)] },
                            hint: "p pauses")
        }
    }
}
