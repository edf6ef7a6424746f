import Testing
import JSON
import SDUI
@testable import TerminalImages
@testable import TerminalUI

/// Pictures in real pixels: kitty's graphics protocol (Unicode placeholders)
/// and sixel, each with a golden form; how the terminal is asked which it
/// speaks; and the store drawing a screen with each.
@Suite("Pictures: kitty and sixel")
struct PixelProtocolTests {
    /// 6 × 6 pixels: red, green and blue bands over a white bottom half.
    static let small = PictureFiles.pixels(width: 6, height: 6) { x, y in
        y >= 3 ? (255, 255, 255) : x < 2 ? (255, 0, 0) : x < 4 ? (0, 255, 0) : (0, 0, 255)
    }

    /// Escapes made visible, one output per line, for a golden file.
    static func visible(_ text: String) -> String {
        String(text.map { $0 == "\u{1B}" ? "␛" : $0 }) + "\n"
    }

    @Test("kitty: the picture sent once as PNG with a virtual placement, and placeholder cells that show it (golden)")
    func kittyGolden() throws {
        let png = PictureFiles.png(width: 6, height: 6, pixels: Self.small)
        let sent = KittyGraphics.transmission(id: 0x01_02_03, png: png, columns: 3, rows: 2)
        #expect(sent.hasPrefix("\u{1B}_Ga=T,f=100,U=1,i=66051,c=3,r=2,q=2,m=0;"))
        #expect(sent.hasSuffix("\u{1B}\\"))
        let lines = KittyGraphics.lines(id: 0x01_02_03, columns: 3, rows: 2, left: 1, width: 6)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.width == 6 }, "placeholders are one column each, marks none")
        // Every cell names its row and its column (0, 1, 2: U+0305, U+030D, U+030E).
        #expect(lines[0].plainText == " \u{10EEEE}\u{0305}\u{0305}\u{10EEEE}\u{0305}\u{030D}\u{10EEEE}\u{0305}\u{030E}  ")
        #expect(lines[1].plainText == " \u{10EEEE}\u{030D}\u{0305}\u{10EEEE}\u{030D}\u{030D}\u{10EEEE}\u{030D}\u{030E}  ")
        #expect(lines.enumerated().allSatisfy { row, line in Frame.marks(line).map(\.mark) == [PictureMark(id: 0x01_02_03, row: row)] },
                "each row's span marked, so no focus style takes its colour")
        #expect(KittyGraphics.diacritics.count == 297 && KittyGraphics.diacritics == KittyGraphics.diacritics.sorted(),
                "kitty's whole table, ascending")
        let encoded = lines.map { LineEncoder(usesColor: true).encode($0) }
        #expect(encoded.allSatisfy { $0.contains("38;2;1;2;3m") }, "the id in the foreground colour")
        try snapshots.assert(Self.visible(sent) + encoded.map(Self.visible).joined(), named: "kitty-picture")
    }

    @Test("kitty: a picture larger than one escape is sent in chunks of 4096 Base64 bytes, the last with m=0")
    func kittyChunks() {
        let png = [UInt8](repeating: 7, count: 10_000)
        let sent = KittyGraphics.transmission(id: 5, png: png, columns: 10, rows: 4)
        let escapes = sent.split(separator: "\u{1B}\\").map(String.init)
        #expect(escapes.count == 4, "13,336 Base64 bytes: 4096 × 3 and 1048")
        #expect(escapes[0].hasPrefix("\u{1B}_Ga=T,f=100,U=1,i=5,c=10,r=4,q=2,m=1;"))
        #expect(escapes[1].hasPrefix("\u{1B}_Gm=1,q=2;") && escapes[2].hasPrefix("\u{1B}_Gm=1,q=2;") && escapes[3].hasPrefix("\u{1B}_Gm=0,q=2;"),
                "quiet on every chunk: some terminals read q from the last")
        let payload = escapes.map { $0.split(separator: ";", maxSplits: 1)[1] }.joined()
        #expect(payload == Base64.encode(png))
        #expect(escapes.dropLast().allSatisfy { $0.split(separator: ";", maxSplits: 1)[1].utf8.count == 4096 })
    }

    @Test("sixel: square pixels at the exact size, the cube's colours, bands of six rows, runs compressed (golden)")
    func sixelGolden() throws {
        let picture = try #require(Picture(width: 6, height: 6, pixels: Self.small))
        let sixel = Sixel.encode(picture)
        #expect(sixel.hasPrefix("\u{1B}P0;1;0q\"1;1;6;6"))
        #expect(sixel.hasSuffix("\u{1B}\\") && !sixel.hasSuffix("-\u{1B}\\"), "no band step after the last band: it could scroll")
        #expect(sixel.contains("#180;2;100;0;0") && sixel.contains("#30;2;0;100;0") && sixel.contains("#5;2;0;0;100")
                && sixel.contains("#215;2;100;100;100"))
        try snapshots.assert(Self.visible(sixel), named: "sixel-picture")
        // 13 rows: three bands; a flat band is one run.
        let tall = try #require(Picture(width: 20, height: 13, pixels: [UInt8](repeating: 0, count: 20 * 13 * 3)))
        let flat = Sixel.encode(tall)
        #expect(flat.filter { $0 == "-" }.count == 2, "a step between bands, none after the last")
        #expect(flat.hasSuffix("#0!20~-#0!20~-#0!20@\u{1B}\\"), "\(flat)")
    }

    @Test("the terminal's answers: kitty's OK, sixel in DA1, the cell size; and the protocol chosen from them")
    func answers() {
        let kitty = GraphicsQuery.parse(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;22;11t\u{1B}[?62;22c".utf8))
        #expect(kitty == GraphicsQuery.Answers(kitty: true, sixel: false, cell: CellSize(width: 11, height: 22)))
        let refused = GraphicsQuery.parse(Array("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\\u{1B}[?64;4;22c".utf8))
        #expect(refused == GraphicsQuery.Answers(kitty: false, sixel: true, cell: nil))
        #expect(GraphicsQuery.parse(Array("\u{1B}[?62;14;22c".utf8)) == GraphicsQuery.Answers(), "14 is not 4")
        #expect(GraphicsQuery.parse(Array("\u{1B}[6;0;0t\u{1B}[?1c".utf8)).cell == nil, "no cell is 0 pixels")
        #expect(GraphicsQuery.parse([]) == GraphicsQuery.Answers())

        let none: (String) -> String? = { _ in nil }
        #expect(GraphicsQuery.choose(kitty, environment: none) == .kitty)
        let both = GraphicsQuery.Answers(kitty: true, sixel: true, cell: CellSize(width: 9, height: 18))
        #expect(GraphicsQuery.choose(both, environment: { $0 == "TERM_PROGRAM" ? "WezTerm" : nil })
                == .sixel(cell: CellSize(width: 9, height: 18)!), "WezTerm answers kitty's query but shows no placeholders")
        #expect(GraphicsQuery.choose(refused, environment: none, windowCell: CellSize(width: 8, height: 16))
                == .sixel(cell: CellSize(width: 8, height: 16)!), "the window's pixels first")
        #expect(GraphicsQuery.choose(refused, environment: none) == .sixel(cell: .common))
        #expect(GraphicsQuery.choose(GraphicsQuery.Answers(), environment: none) == .halfBlocks)
        #expect(!GraphicsQuery.mayAsk(environment: { $0 == "TERM" ? "linux" : nil }))
        #expect(GraphicsQuery.mayAsk(environment: { $0 == "TERM" ? "xterm-kitty" : nil }))
    }

    static func store(_ pixelProtocol: PictureProtocol) -> PictureStore {
        PictureStore(colors: .trueColor, pixelProtocol: pixelProtocol) { _ in PictureStoreTests.picture }
    }

    static func render(_ store: PictureStore) throws -> RenderedDocument {
        let screen = try ScreenFactory().makeScreen(from: Array(PictureStoreTests.screen.utf8)).value
        return ScreenRenderer(registry: .core, pictures: store).render(screen, state: ScreenState(), width: 40)
    }

    @Test("a screen with kitty: placeholder cells where half blocks would be, the picture sent once with the next frame")
    func kittyScreen() async throws {
        let store = Self.store(.kitty)
        _ = try Self.render(store)
        await store.load("/images/label.png")
        let drawn = try Self.render(store)
        let rows = drawn.body.filter { $0.plainText.unicodeScalars.contains("\u{10EEEE}") }
        #expect(rows.count == 4 && !drawn.plainText.contains("▀"), "\(drawn.plainText)")
        let blocks = Self.store(.halfBlocks)
        await blocks.load("/images/label.png")
        let blockRows = try Self.render(blocks).body.filter { $0.plainText.contains("▀") }
        #expect(rows.map(\.width) == blockRows.map(\.width), "the same cells as half blocks")
        let column = { (line: RenderedLine, scalar: Unicode.Scalar) in
            DisplayWidth.of(String(line.plainText.unicodeScalars.prefix { $0 != scalar }))
        }
        #expect(rows.map { column($0, "\u{10EEEE}") } == blockRows.map { column($0, "▀") }, "at the same column")
        let sent = store.takePendingOutput()
        #expect(sent.hasPrefix("\u{1B}_Ga=T,f=100,U=1,i=") && sent.contains(",c=15,r=4,"))
        _ = try Self.render(store)
        #expect(store.takePendingOutput().isEmpty, "sent once: the terminal keeps it")
        let id = try #require(sent.split(separator: ",").first { $0.hasPrefix("i=") }).dropFirst(2)
        #expect(store.takeClosingOutput() == "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\", "freed when the app ends")
        #expect(store.takeClosingOutput().isEmpty, "once")
    }

    @Test("a screen with sixel: half blocks marked, drawn over by the frame writer once, the sixel sized to the cells")
    func sixelScreen() async throws {
        let store = Self.store(.sixel(cell: CellSize(width: 8, height: 16)!))
        _ = try Self.render(store)
        await store.load("/images/label.png")
        let lines = try Self.render(store).lines
        let marked = lines.enumerated().filter { $0.element.spans.contains { span in span.picture != nil } }
        #expect(marked.count == 4)
        var frames = FrameEncoder(encoder: LineEncoder(usesColor: true))
        var writer = FrameWriter()
        let frame = frames.frame(for: lines + [RenderedLine("status")])
        let overlay = try #require(frame.overlays.first)
        #expect(overlay.rows == 4 && overlay.row == marked[0].offset)
        let output = writer.output(for: frame, graphics: store)
        #expect(output.contains(ANSI.moveTo(row: overlay.row, column: overlay.column) + "\u{1B}P0;1;0q\"1;1;120;64"),
                "15 × 4 cells of 8 × 16 pixels")
        #expect(writer.stats.overlaysDrawn == 1)
        #expect(writer.output(for: frames.frame(for: lines + [RenderedLine("status")]), graphics: store).isEmpty)
    }

    @Test("a terminal that claims enormous cells gets half blocks, not a sixel of gigabytes")
    func enormousCells() async throws {
        let store = Self.store(.sixel(cell: CellSize(width: 512, height: 512)!))
        await store.load("/images/label.png")
        let lines = try Self.render(store).lines
        #expect(lines.contains { $0.plainText.contains("▀") })
        #expect(!lines.contains { $0.spans.contains { $0.picture != nil } })
    }

    @Test("sixel data is kept within its byte budget: the oldest picture's goes, with the lines that mark it")
    func overlayBudget() {
        var state = PictureStore.State()
        let keys = (0..<3).map { PictureStore.DrawnKey(url: "/p\($0)", columns: 10, maximumRows: 4) }
        for (index, key) in keys.enumerated() {
            state.drawn[key] = [RenderedLine("x")]
            state.keep(String(repeating: "s", count: 400), rows: 2, key: key, id: UInt32(index + 1), maximumBytes: 1000)
        }
        #expect(state.overlays[1] == nil && state.overlays[2] != nil && state.overlays[3] != nil)
        #expect(state.overlayBytes == 800)
        #expect(state.drawn[keys[0]] == nil && state.drawn[keys[1]] != nil, "drawn again, with a new sixel, when next asked")
    }
}
