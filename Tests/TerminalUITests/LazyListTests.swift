import JSON
import SDUI
import SDUISession
import Synchronization
import Testing
import TerminalUI

/// A row that counts how often it is laid out, so a test sees what a frame cost.
struct CountedRow: ComponentContent {
    static let typeName: TypeName = "test.countedRow"
    var text: String
}

final class LayoutCounter: Sendable {
    private let count = Mutex(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

struct CountedRowRenderer: ContentRenderer {
    let counter: LayoutCounter
    func render(_ content: CountedRow, id: String, in context: RenderContext) -> [RenderedLine] {
        counter.add()
        return [context.actionLine(id: id, componentID: id, label: content.text,
                                   action: .showAlert(ShowAlertAction(title: content.text)))]
    }
}

@Suite("Lazy lists")
struct LazyListTests {
    static func screen(rows: Int) -> String {
        let children = (1...rows).map { #"{"type": "test.countedRow", "id": "r\#($0)", "text": "Row \#($0)"}"# }
        return #"{"id": "long", "title": "Long", "sections": [{"id": "main", "components": [{"type": "lazyList", "id": "list", "children": ["#
            + children.joined(separator: ",") + "]}]}]}"
    }

    static func registry() throws -> FeatureRegistry {
        var registry = try Fixtures.registry()
        try registry.register(component: CountedRow.self, owner: "Tests")
        return registry
    }

    static func terminal(counter: LayoutCounter) throws -> TerminalRegistry {
        var terminal = TerminalRegistry.core
        try terminal.register(CountedRowRenderer(counter: counter), for: CountedRow.typeName, owner: "Tests")
        return terminal
    }

    /// A ten-row list, its renderer, and the counter of rows laid out.
    static func tenRows() throws -> (LayoutCounter, Screen, ScreenRenderer) {
        let counter = LayoutCounter()
        return (counter, try Fixtures.decode(screen(rows: 10), registry: try registry()).value,
                ScreenRenderer(registry: try terminal(counter: counter)))
    }

    @Test("with a row limit the list draws that many rows and a focusable line saying how many more; without, all")
    func limitAndMoreLine() throws {
        let (counter, screen, renderer) = try Self.tenRows()

        let limited = renderer.render(screen, state: ScreenState(), width: 40, lazyRows: LazyRows(initial: 3))
        #expect(limited.body.map(\.visibleText).map { $0.trimmingTrailingSpaces } == ["  Row 1 ›", "  Row 2 ›", "  Row 3 ›", "  ↓ 7 more rows"])
        #expect(limited.focusTargets.last == FocusTarget(id: "list/more", componentID: "list", label: "7 more rows",
                                                         kind: .showMore(listID: "list")))
        #expect(counter.value == 3)

        var extended = LazyRows(initial: 3)
        extended.extend("list")
        #expect(extended.limit(for: "list") == 6 && extended.limit(for: "other") == 3)
        let more = renderer.render(screen, state: ScreenState(), width: 40, lazyRows: extended)
        #expect(more.body.count == 7 && more.body.last?.visibleText.hasPrefix("  ↓ 4 more rows") == true)
        extended.extend("list")
        #expect(renderer.render(screen, state: ScreenState(), width: 40, lazyRows: extended).body.count == 10, "12 ≥ 10: no more line")

        let whole = renderer.render(screen, state: ScreenState(), width: 40)
        #expect(whole.body.count == 10)
        #expect(!whole.hasUnlaidRows)
        var all = LazyRows(initial: 3)
        all.showAll()
        #expect(renderer.render(screen, state: ScreenState(), width: 40, lazyRows: all).body.count == 10)
    }

    @Test("the layout cache never serves a list drawn with another row limit")
    func cacheFollowsTheLimit() throws {
        let (counter, screen, renderer) = try Self.tenRows()
        let cache = LayoutCache()
        var rows = LazyRows(initial: 3)
        _ = renderer.render(screen, state: ScreenState(), width: 40, cache: cache, lazyRows: rows)
        _ = renderer.render(screen, state: ScreenState(), width: 40, cache: cache, lazyRows: rows)
        #expect(counter.value == 3, "the second frame came from the cache")
        rows.extend("list")
        let extended = renderer.render(screen, state: ScreenState(), width: 40, cache: cache, lazyRows: rows)
        #expect(extended.body.count == 7)
        #expect(counter.value == 6, "the three new rows laid out; the first three kept their lines in the row cache")
        let whole = renderer.render(screen, state: ScreenState(), width: 40, cache: cache)
        #expect(whole.body.count == 10, "no limit is another limit")
        #expect(counter.value == 10, "and again only the new rows")
    }

    @Test("a list keeps each row's lines: moving the focus lays out the two rows it left and entered, a new page only its rows")
    func rowCache() throws {
        let counter = LayoutCounter()
        let registry = try Self.registry()
        let renderer = ScreenRenderer(registry: try Self.terminal(counter: counter))
        let ten = try Fixtures.decode(Self.screen(rows: 10), registry: registry).value
        let cache = LayoutCache()
        _ = renderer.render(ten, state: ScreenState(), width: 40, focus: FocusState(focusedID: "r1"), cache: cache)
        #expect(counter.value == 10)
        let moved = renderer.render(ten, state: ScreenState(), width: 40, focus: FocusState(focusedID: "r2"), cache: cache)
        #expect(counter.value == 12, "r1 and r2 again, no other row")
        #expect(moved.body[1].visibleText.hasPrefix("› "), "the focus is drawn on the second row: \(moved.body[1].visibleText)")

        // The next page: the list changed, ten rows were inserted.
        let twenty = try Fixtures.decode(Self.screen(rows: 20), registry: registry).value
        let diff = ScreenDiff(from: ten, to: twenty)
        #expect(diff.updated.contains("list") || diff.inserted.contains("r11"))
        cache.apply(diff)
        let appended = renderer.render(twenty, state: ScreenState(), width: 40, focus: FocusState(focusedID: "r2"), cache: cache)
        #expect(appended.body.count == 20)
        #expect(counter.value == 22, "only the ten new rows laid out")
    }

    @Test("a plain list keeps its rows' lines too: moving the focus lays out the two rows it left and entered")
    func plainListRowCache() throws {
        let counter = LayoutCounter()
        let registry = try Self.registry()
        let renderer = ScreenRenderer(registry: try Self.terminal(counter: counter))
        let json = Self.screen(rows: 10).replacingOccurrences(of: #"{"type": "lazyList", "id": "list", "children": ["#,
                                                              with: #"{"type": "list", "id": "list", "components": ["#)
        let screen = try Fixtures.decode(json, registry: registry).value
        let cache = LayoutCache()
        _ = renderer.render(screen, state: ScreenState(), width: 40, focus: FocusState(focusedID: "r1"), cache: cache)
        #expect(counter.value == 10)
        _ = renderer.render(screen, state: ScreenState(), width: 40, focus: FocusState(focusedID: "r2"), cache: cache)
        #expect(counter.value == 12, "r1 and r2 again, no other row")
    }

    @Test("a row a refresh changed is laid out again, never served from the row cache")
    func changedRowIsRedrawn() throws {
        let counter = LayoutCounter()
        let registry = try Self.registry()
        let renderer = ScreenRenderer(registry: try Self.terminal(counter: counter))
        let before = try Fixtures.decode(Self.screen(rows: 5), registry: registry).value
        let cache = LayoutCache()
        _ = renderer.render(before, state: ScreenState(), width: 40, cache: cache)
        let changedJSON = Self.screen(rows: 5).replacingOccurrences(of: #""text": "Row 3""#, with: #""text": "Row three""#)
        let after = try Fixtures.decode(changedJSON, registry: registry).value
        let diff = ScreenDiff(from: before, to: after)
        #expect(diff.updated.contains("r3"))
        cache.apply(diff)
        let drawn = renderer.render(after, state: ScreenState(), width: 40, cache: cache)
        #expect(drawn.body.map(\.visibleText).contains { $0.contains("Row three") })
        #expect(!drawn.body.map(\.visibleText).contains { $0.contains("Row 3") })
        #expect(counter.value == 6, "five rows, then the changed one")
    }

    @Test("10,000 rows: the first frame lays out a screenful, moving down lays out more as it goes, End reaches the last row")
    func interactiveAppIsLazy() async throws {
        let counter = LayoutCounter()
        let harness = try AppHarness(registry: try Self.registry(), terminalRegistry: try Self.terminal(counter: counter))
        harness.serve("home", Self.screen(rows: 10_000))
        await harness.run(keys: [])
        #expect(harness.terminal.text.contains("Row 1 ›"))
        // The first frames (the focus moving onto the first row redraws the list once) lay out a few screenfuls.
        #expect(counter.value <= 3 * LazyRows.initialRows, "laid out \(counter.value) rows for the first frame")

        let moved = try AppHarness(registry: try Self.registry(), terminalRegistry: try Self.terminal(counter: LayoutCounter()))
        moved.serve("home", Self.screen(rows: 10_000))
        await moved.run(keys: Array(repeating: .down, count: 150))
        #expect(AppTests.focusedLine(moved.terminal.screen)?.contains("Row 151 ›") == true,
                "\(moved.terminal.screen.joined(separator: "\n"))")

        let ended = LayoutCounter()
        let end = try AppHarness(registry: try Self.registry(), terminalRegistry: try Self.terminal(counter: ended))
        end.serve("home", Self.screen(rows: 10_000))
        await end.run(keys: [.end])
        #expect(end.terminal.text.contains("Row 10000 ›"), "\(end.terminal.screen.joined(separator: "\n"))")
        #expect(!end.terminal.text.contains("more rows"))
    }

    @Test("a search finds a row that was not laid out yet; a terminal taller than the first rows gets more at once")
    func searchAndShowMore() async throws {
        let search = try AppHarness(registry: try Self.registry(), terminalRegistry: try Self.terminal(counter: LayoutCounter()))
        search.serve("home", Self.screen(rows: 10_000))
        await search.run(keys: [.character("/")] + .typing("Row 9876") + [.enter])
        #expect(AppTests.focusedLine(search.terminal.screen)?.contains("Row 9876") == true,
                "\(search.terminal.screen.joined(separator: "\n"))")

        // 100 rows of terminal: the first 60 rows would end inside the view, so more are laid out before drawing.
        let counter = LayoutCounter()
        let tall = try AppHarness(rows: 100, registry: try Self.registry(), terminalRegistry: try Self.terminal(counter: counter))
        tall.serve("home", Self.screen(rows: 10_000))
        await tall.run(keys: [])
        #expect(tall.terminal.text.contains("Row 96 ›"), "\(tall.terminal.screen.joined(separator: "\n"))")
        #expect(!tall.terminal.text.contains("more rows"))
        #expect(counter.value < 1_000, "laid out \(counter.value) rows")
    }
}

