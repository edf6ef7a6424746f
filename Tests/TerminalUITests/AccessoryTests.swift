import SDUI
import SDUISession
import Synchronization
import Testing
import TerminalUI

/// The seam through which a feature adds rows at the bottom of every
/// screen and keys of its own (the Player's bar), checked with a fake
/// accessory: TerminalUI knows no feature.
@Suite("Terminal accessories")
struct AccessoryTests {
    /// Counts its keys and shows "Counter: N" at the bottom once it has been pressed.
    final class Counter: TerminalAccessory {
        private let state = Mutex<(count: Int, keys: [Key], refreshes: Int)>((0, [], 0))
        var count: Int { state.withLock { $0.count } }
        var keys: [Key] { state.withLock { $0.keys } }
        var refreshes: Int { state.withLock { $0.refreshes } }
        /// Reported once, at the next refresh.
        let news = Mutex<String?>(nil)

        var keyBindings: [AccessoryKeyBinding] {
            [AccessoryKeyBinding(keys: [.character("+"), .character("j"), .character(" ")], label: "+", meaning: "count")]
        }

        func handle(_ key: Key) async -> String? {
            let count = state.withLock { state in
                state.keys.append(key)
                state.count += 1
                return state.count
            }
            return count == 3 ? "Three!" : nil
        }

        func refresh() async -> AccessoryUpdate {
            let count = state.withLock { state in
                state.refreshes += 1
                return state.count
            }
            let message = news.withLock { news in
                defer { news = nil }
                return news
            }
            guard count > 0 else { return AccessoryUpdate(message: message) }
            let footer = AccessoryFooter { width, theme in
                [RenderedLine("Counter: \(count) " + String(repeating: "=", count: width), style: theme.heading)]
            }
            return AccessoryUpdate(footer: footer, message: message, hint: "+ counts")
        }
    }

    @Test("its rows are drawn above the status line and its key hint joins the status line")
    func footerAndHint() async throws {
        let counter = Counter()
        let harness = try AppHarness(accessories: [counter])
        harness.serve("home", AppTests.home)
        await harness.run(keys: [])
        #expect(harness.terminal.screen[22] == "", "no rows before it has something to show")

        let pressed = try AppHarness(accessories: [Counter()])
        pressed.serve("home", AppTests.home)
        await pressed.run(keys: [.character("+"), .character("+")])
        let screen = pressed.terminal.screen
        #expect(screen.count == 24)
        #expect(screen[22] == "Counter: 2 " + String(repeating: "=", count: 68) + "…", "cut to the terminal's width")
        #expect(screen[23].hasPrefix("↑↓ move · ⏎ open · esc back · q quit · + counts"), "the app's hints shortened to fit")
        #expect(screen[0].hasPrefix("Home"))
    }

    @Test("it gets only keys the app does not bind itself, and only while browsing")
    func keyRouting() async throws {
        let counter = Counter()
        let harness = try AppHarness(accessories: [counter])
        harness.serve("home", AppTests.home)
        // j moves the focus and Space scrolls: the app's; "/" starts a search, where + is typed.
        await harness.run(keys: [.character("j"), .character(" "), .character("+"), .character("/"), .character("+"), .escape])
        #expect(counter.keys == [.character("+")])
        #expect(AppTests.focusedLine(harness.terminal.screen)?.contains("Music") == true)
    }

    @Test("what it answers is shown as a passing message, and so is news from its refresh")
    func messages() async throws {
        let counter = Counter()
        let harness = try AppHarness(accessories: [counter])
        harness.serve("home", AppTests.home)
        await harness.run(keys: [.character("+"), .character("+"), .character("+")])
        #expect(harness.terminal.text.contains("Three!"))

        let newsy = Counter()
        newsy.news.withLock { $0 = "Something happened" }
        let second = try AppHarness(accessories: [newsy])
        second.serve("home", AppTests.home)
        await second.run(keys: [])
        #expect(second.terminal.text.contains("Something happened"))
        #expect(newsy.refreshes >= 1, "refreshed once the first screen was shown")
    }

    @Test("the screen gives up the rows the accessory takes: the focus still scrolls into view")
    func screenShrinks() async throws {
        let rows = (1...30).map { #"{"type": "detailRow", "id": "r\#($0)", "title": "Row \#($0)", "primaryAction": {"type": "back"}}"# }
        let harness = try AppHarness(rows: 12, accessories: [Counter()])
        harness.serve("home", Fixtures.screen(title: "Long", rows.joined(separator: ",")))
        await harness.run(keys: [.character("+")] + Array(repeating: .character("j"), count: 12))
        let screen = harness.terminal.screen
        #expect(screen[10].hasPrefix("Counter: 1"))
        #expect(AppTests.focusedLine(screen)?.contains("Row 13") == true)
        let focusedRow = screen.firstIndex { $0.hasPrefix("› ") } ?? 99
        #expect(focusedRow < 10, "the focused row is above the accessory's rows")
    }
}
