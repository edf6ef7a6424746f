import SDUI
import SDUISession
import Testing
import TerminalUI

@Suite("Redrawing only what changed")
struct RedrawTests {
    static func screen(count: Int, changing changed: Set<Int> = [], version: Int = 1) -> Screen {
        let rows = (0..<count).map { index in
            let title = changed.contains(index) ? "Parcel \(index) (v\(version))" : "Parcel \(index)"
            return Component(id: "row-\(index)", content: DetailRowComponent(
                title: title, disclosureText: "Day \(index % 7)",
                primaryAction: .navigate(NavigateAction(destination: "parcels/\(index)"))))
        }
        return Screen(id: "many", title: "Many", sections: [Section(id: "main", components: rows)])
    }

    @Test("the frame writer sends the whole frame first, then only rows that differ")
    func frameDiff() {
        var writer = FrameWriter()
        let first = Frame(rows: ["one", "two", "three"])
        let full = writer.output(for: first)
        #expect(writer.stats.fullRedraw)
        #expect(writer.stats.rowsWritten == 3)
        #expect(full.contains("\u{1B}[2J"))

        #expect(writer.output(for: first).isEmpty)
        #expect(writer.stats.rowsWritten == 0)

        let partial = writer.output(for: Frame(rows: ["one", "TWO", "three"]))
        #expect(partial == "\u{1B}[2;1HTWO\u{1B}[K")
        #expect(writer.stats.rowsWritten == 1)
        #expect(writer.stats.bytes == partial.utf8.count)

        writer.invalidate()
        _ = writer.output(for: Frame(rows: ["one", "TWO", "three"]))
        #expect(writer.stats.fullRedraw)
    }

    @Test("after a refresh, the layout cache redraws only the components in the diff")
    func cacheFollowsDiff() throws {
        let renderer = ScreenRenderer(registry: .withTracks)
        let cache = LayoutCache()
        let before = Self.screen(count: 200)
        let cold = renderer.render(before, state: ScreenState(), width: 80, cache: cache)
        #expect(cache.misses == 200)

        let after = Self.screen(count: 200, changing: [3, 50, 199], version: 2)
        let diff = ScreenDiff(from: before, to: after)
        #expect(diff.updated == ["row-3", "row-50", "row-199"])
        cache.apply(diff)
        cache.resetCounters()
        let warm = renderer.render(after, state: ScreenState(), width: 80, cache: cache)
        #expect(cache.misses == 3)
        #expect(cache.hits == 197)
        #expect(warm == renderer.render(after, state: ScreenState(), width: 80))

        // Frames differ in exactly the changed rows.
        let encoder = LineEncoder(usesColor: false)
        var writer = FrameWriter()
        _ = writer.output(for: Frame(lines: cold.lines, encoder: encoder))
        _ = writer.output(for: Frame(lines: warm.lines, encoder: encoder))
        #expect(writer.stats.rowsWritten == 3)
    }

    @Test("moving the focus redraws the two components involved")
    func focusInvalidates() throws {
        let renderer = ScreenRenderer(registry: .withTracks)
        let cache = LayoutCache()
        let screen = Self.screen(count: 50)
        _ = renderer.render(screen, state: ScreenState(), width: 80, focus: FocusState(focusedID: "row-1"), cache: cache)
        cache.resetCounters()
        let moved = renderer.render(screen, state: ScreenState(), width: 80, focus: FocusState(focusedID: "row-2"), cache: cache)
        #expect(cache.misses == 2)
        #expect(moved == renderer.render(screen, state: ScreenState(), width: 80, focus: FocusState(focusedID: "row-2")))
    }

    @Test("a state change redraws only the components that read that key")
    func stateInvalidates() throws {
        let renderer = ScreenRenderer(registry: .withTracks)
        let cache = LayoutCache()
        var screen = Self.screen(count: 20)
        screen.sections[0].components.append(Component(id: "field", content: TextFieldComponent(stateKey: "code")))
        var state = ScreenState()
        _ = renderer.render(screen, state: state, width: 80, cache: cache)
        cache.resetCounters()
        state["code"] = "3S"
        let document = renderer.render(screen, state: state, width: 80, cache: cache)
        #expect(cache.misses == 1)
        #expect(document.plainText.contains("[3S"))
    }

    @Test("components that share an id are never drawn from each other's cache entry")
    func duplicateIDs() throws {
        let renderer = ScreenRenderer(registry: .withTracks)
        let cache = LayoutCache()
        let screen = Screen(id: "dup", sections: [Section(id: "main", components: [
            Component(id: "same", content: TextComponent(paragraphs: ["First"])),
            Component(id: "same", content: TextComponent(paragraphs: ["Second"])),
        ])])
        _ = renderer.render(screen, state: ScreenState(), width: 40, cache: cache)
        let again = renderer.render(screen, state: ScreenState(), width: 40, cache: cache)
        #expect(again.plainText.contains("First"))
        #expect(again.plainText.contains("Second"))
        #expect(again == renderer.render(screen, state: ScreenState(), width: 40))
    }
}
