import Testing
@testable import TerminalImages
@testable import TerminalUI

@Suite("Pictures: half blocks")
struct HalfBlocksTests {
    @Test("two pixels a cell: the upper in the foreground, the lower in the background")
    func twoPixelsACell() throws {
        let pixels: [UInt8] = [255, 0, 0, 0, 255, 0,
                               0, 0, 255, 255, 255, 255]
        let picture = try #require(Picture(width: 2, height: 2, pixels: pixels))
        let lines = HalfBlocks.lines(picture, columns: 2, rows: 1, colors: .trueColor)
        #expect(lines.count == 1)
        #expect(lines[0].plainText == "▀▀")
        #expect(lines[0].spans.map(\.style) == [Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)),
                                                 Style(foreground: .rgb(0, 255, 0), background: .rgb(255, 255, 255))])
        // The golden form: what a 24-bit terminal receives.
        #expect(LineEncoder(usesColor: true).encode(lines[0]) ==
                "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[0m\u{1B}[38;2;0;255;0;48;2;255;255;255m▀\u{1B}[0m")
    }

    @Test("the picture keeps its aspect in the box, centred, each line exactly the box's width")
    func aspect() throws {
        let wide = try #require(Picture(width: 100, height: 50, pixels: [UInt8](repeating: 90, count: 100 * 50 * 3)))
        let lines = HalfBlocks.lines(wide, columns: 20, rows: 10, colors: .trueColor)
        #expect(lines.count == 5, "20 × 10 pixels: five rows of two")
        #expect(lines.allSatisfy { $0.width == 20 })
        let tall = try #require(Picture(width: 10, height: 40, pixels: [UInt8](repeating: 200, count: 10 * 40 * 3)))
        let narrow = HalfBlocks.lines(tall, columns: 30, rows: 10, colors: .trueColor)
        #expect(narrow.count == 10)
        #expect(narrow.allSatisfy { $0.width == 30 })
        #expect(narrow[0].plainText == String(repeating: " ", count: 12) + String(repeating: "▀", count: 5) + String(repeating: " ", count: 13))
        #expect(narrow[0].spans.filter { $0.text.hasPrefix("▀") }.count == 1, "one colour, one span")
    }

    @Test("without 24-bit colour, the nearest of xterm's 256")
    func palette() throws {
        #expect(TerminalColor.nearestPalette(red: 255, green: 0, blue: 0) == .palette(196))
        #expect(TerminalColor.nearestPalette(red: 0, green: 0, blue: 0) == .palette(16))
        #expect(TerminalColor.nearestPalette(red: 255, green: 255, blue: 255) == .palette(231))
        #expect(TerminalColor.nearestPalette(red: 128, green: 128, blue: 128) == .palette(244))
        let picture = try #require(Picture(width: 1, height: 2, pixels: [255, 0, 0, 0, 0, 255]))
        let line = try #require(HalfBlocks.lines(picture, columns: 1, rows: 1, colors: .palette256).first)
        #expect(LineEncoder(usesColor: true).encode([line]).contains("38;5;196;48;5;21m"))
    }

    @Test("a box with no room draws nothing")
    func noRoom() throws {
        let picture = try #require(Picture(width: 4, height: 4, pixels: [UInt8](repeating: 0, count: 48)))
        #expect(HalfBlocks.lines(picture, columns: 0, rows: 3, colors: .trueColor).isEmpty)
        #expect(HalfBlocks.lines(picture, columns: 3, rows: 0, colors: .trueColor).isEmpty)
    }
}
