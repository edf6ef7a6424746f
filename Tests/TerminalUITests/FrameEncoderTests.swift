import SDUI
import SDUISession
import Testing
import TerminalUI

@Suite("Encoding only the lines that changed")
struct FrameEncoderTests {
    let encoder = LineEncoder(usesColor: true)

    @Test("each frame is exactly what encoding every line gives, whatever changed between frames")
    func sameFrames() {
        let styled = RenderedLine([Span("Total", style: Theme.standard.heading), Span(" 12,50", style: .plain)])
        let sequences: [[RenderedLine]] = [
            [RenderedLine("one"), styled, RenderedLine("three")],
            [RenderedLine("one"), styled, RenderedLine("three")],          // unchanged
            [RenderedLine("one"), RenderedLine("TWO"), RenderedLine("three")], // one line changed
            [RenderedLine("zero"), RenderedLine("one"), RenderedLine("TWO"), RenderedLine("three")], // shifted
            [RenderedLine("zero")],                                          // shorter
            [],                                                              // empty
            [styled, styled, .blank],                                        // longer again
        ]
        var frames = FrameEncoder(encoder: encoder)
        for lines in sequences {
            #expect(frames.frame(for: lines) == Frame(lines: lines, encoder: encoder))
        }
    }

    @Test("an unchanged frame encodes nothing; a changed line is encoded again")
    func encodesOnlyChanges() {
        var frames = FrameEncoder(encoder: encoder)
        let lines = (0..<50).map { RenderedLine("line \($0)") }
        _ = frames.frame(for: lines)
        #expect(frames.linesEncoded == 50)
        _ = frames.frame(for: lines)
        #expect(frames.linesEncoded == 0)
        var changed = lines
        changed[7] = RenderedLine("line seven")
        #expect(frames.frame(for: changed).rows[7] == "line seven")
        #expect(frames.linesEncoded == 1)
    }

    @Test("after a refresh through the layout cache, only the changed components' lines are encoded")
    func refreshEncodesChangedComponents() throws {
        let renderer = ScreenRenderer(registry: .withTracks)
        let cache = LayoutCache()
        let before = RedrawTests.screen(count: 200)
        let cold = renderer.render(before, state: ScreenState(), width: 80, cache: cache)
        var frames = FrameEncoder(encoder: encoder)
        _ = frames.frame(for: cold.lines)

        let after = RedrawTests.screen(count: 200, changing: [3, 50, 199], version: 2)
        cache.apply(ScreenDiff(from: before, to: after))
        let warm = renderer.render(after, state: ScreenState(), width: 80, cache: cache)
        let frame = frames.frame(for: warm.lines)
        let changedLines = zip(cold.lines, warm.lines).filter { $0 != $1 }.count
        #expect(changedLines >= 3)
        #expect(frames.linesEncoded == changedLines, "only the three changed rows' lines, not the \(warm.lines.count) of the screen")
        #expect(frame == Frame(lines: renderer.render(after, state: ScreenState(), width: 80).lines, encoder: encoder))
    }
}
