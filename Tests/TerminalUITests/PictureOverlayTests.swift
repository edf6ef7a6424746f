import Synchronization
import Testing
@testable import TerminalUI

/// Pictures drawn over the text by a pixel protocol (sixel): found in the
/// frame by their marks, drawn again whenever one of their rows is written,
/// and only when the frame holds them whole.
@Suite("Frames: pictures over the rows")
struct PictureOverlayTests {
    /// Graphics that know one picture, `id` 7, three rows high, drawn as `<7>`; and a pending output once.
    final class FakeGraphics: TerminalGraphics {
        let pending = Mutex("<sent>")
        func takePendingOutput() -> String {
            pending.withLock { value in
                defer { value = "" }
                return value
            }
        }
        func overlay(_ id: UInt32) -> (escape: String, rows: Int)? { id == 7 ? ("<7>", 3) : nil }
        func takeClosingOutput() -> String { "" }
    }

    /// `count` lines of text with a three-row picture (id 7) from line `top`, at column 4.
    static func lines(count: Int, pictureAt top: Int, text: String = "text", id: UInt32 = 7) -> [RenderedLine] {
        (0..<count).map { index in
            var line = RenderedLine(text + " \(index)")
            if (top..<(top + 3)).contains(index) {
                line = RenderedLine("abcd")
                line.spans.append(Span("▀▀", style: Style(foreground: .rgb(1, 2, 3)), picture: PictureMark(id: id, row: index - top)))
                line.append("▀", style: Style(foreground: .rgb(4, 5, 6)))
            }
            return line
        }
    }

    @Test("the picture is found at its column and drawn after the rows; an unchanged frame draws nothing again")
    func drawnOnceUntilItsRowsChange() {
        let graphics = FakeGraphics()
        var frames = FrameEncoder(encoder: LineEncoder(usesColor: true))
        var writer = FrameWriter()
        let first = frames.frame(for: Self.lines(count: 8, pictureAt: 2))
        #expect(first.overlays == [Frame.Overlay(row: 2, column: 4, id: 7, rows: 3)])
        let output = writer.output(for: first, graphics: graphics)
        #expect(output.hasPrefix("<sent>"), "what the graphics had pending comes first")
        #expect(output.hasSuffix(ANSI.moveTo(row: 2, column: 4) + "<7>"), "after every row: \(output.suffix(40))")
        #expect(writer.stats.overlaysDrawn == 1)

        #expect(writer.output(for: frames.frame(for: Self.lines(count: 8, pictureAt: 2)), graphics: graphics).isEmpty)
        // A row outside the picture changes: the picture stays as it is.
        var below = Self.lines(count: 8, pictureAt: 2)
        below[6] = RenderedLine("changed")
        let outside = writer.output(for: frames.frame(for: below), graphics: graphics)
        #expect(!outside.isEmpty && !outside.contains("<7>"))
        // A row of the picture is written again (the text beside it changed): the picture is drawn again over it.
        var changed = Self.lines(count: 8, pictureAt: 2)
        changed[3].append(" focus", style: .inverse)
        #expect(writer.output(for: frames.frame(for: changed), graphics: graphics).hasSuffix("<7>"))
        // Moved (a scroll): drawn at its new row.
        #expect(writer.output(for: frames.frame(for: Self.lines(count: 8, pictureAt: 1)), graphics: graphics)
            .hasSuffix(ANSI.moveTo(row: 1, column: 4) + "<7>"))
    }

    @Test("a picture the frame does not hold whole, or that would reach the last row, is left in half blocks")
    func onlyWhole() {
        let graphics = FakeGraphics()
        for (lines, reason) in [(Self.lines(count: 8, pictureAt: 6), "cut by the bottom"),
                                (Self.lines(count: 8, pictureAt: 5), "its last row is the frame's last"),
                                (Array(Self.lines(count: 8, pictureAt: 1).dropFirst(2)), "its first row scrolled off"),
                                (Self.lines(count: 8, pictureAt: 2, id: 9), "a picture the graphics do not keep")] {
            var writer = FrameWriter()
            let output = writer.output(for: Frame(lines: lines, encoder: LineEncoder(usesColor: true)), graphics: graphics)
            #expect(!output.contains("<7>") && !output.contains("<9>"), "\(reason)")
            #expect(writer.stats.overlaysDrawn == 0, "\(reason)")
        }
        var writer = FrameWriter()
        _ = writer.output(for: Frame(lines: Self.lines(count: 8, pictureAt: 4), encoder: LineEncoder(usesColor: true)), graphics: graphics)
        #expect(writer.stats.overlaysDrawn == 1, "rows 4–6 of 8 leave the last row free")
    }

    @Test("a box drawn over a picture's rows takes its marks: the picture is not drawn over the box")
    func dialogOverPicture() {
        let lines = Self.lines(count: 8, pictureAt: 2).enumerated().map { index, line in
            index == 3 ? line.overlaid(with: RenderedLine("dialog"), at: 5, width: 6) : line
        }
        let frame = Frame(lines: lines, encoder: LineEncoder(usesColor: true))
        #expect(frame.overlays == [Frame.Overlay(row: 2, column: 4, id: 7, rows: 1)])
        var writer = FrameWriter()
        #expect(!writer.output(for: frame, graphics: FakeGraphics()).contains("<7>"))
    }

    @Test("a mark changes no byte of the row, survives indents and focus styles, and a cut drops it")
    func markIsInvisible() {
        var plain = RenderedLine("ab")
        plain.append("▀", style: Style(foreground: .rgb(1, 2, 3)))
        var marked = RenderedLine("ab")
        marked.spans.append(Span("▀", style: Style(foreground: .rgb(1, 2, 3)), picture: PictureMark(id: 1, row: 0)))
        #expect(LineEncoder(usesColor: true).encode(marked) == LineEncoder(usesColor: true).encode(plain))
        #expect(marked != plain, "but the lines differ, so a frame with the mark is written")
        // Kept through indents and a focus style, which leaves the picture's own colours alone.
        let focused = marked.indented(by: 2).styled(.inverse)
        #expect(Frame.marks(focused).map(\.column) == [4] && Frame.marks(focused).map(\.mark) == [PictureMark(id: 1, row: 0)])
        #expect(focused.spans.last?.style == Style(foreground: .rgb(1, 2, 3)))
        // Cut: a picture drawn whole over the cut would cover the ellipsis, so the mark goes.
        var wide = RenderedLine("ab")
        wide.spans.append(Span("▀▀▀", style: Style(foreground: .rgb(1, 2, 3)), picture: PictureMark(id: 1, row: 0)))
        let cut = wide.truncated(to: 4)
        #expect(cut.plainText == "ab▀…")
        #expect(Frame.marks(cut).isEmpty)
        #expect(Frame.marks(wide.truncated(to: 5)).count == 1, "not cut: kept")
    }
}
