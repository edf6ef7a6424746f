import SDUI
import Testing
import TerminalUI

/// Layout hints from the tutorial and the Medium widgets, in terminal terms:
/// padding as blank cells, vertical alignment in a row, card corners, header kinds.
@Suite("Layout hints")
struct LayoutHintTests {
    static func lines(_ components: String, width: Int = 40) throws -> [String] {
        try Fixtures.render(Fixtures.screen(components), width: width).split(separator: "\n", omittingEmptySubsequences: false)
            .dropFirst(2).map { String($0) }  // title and rule
    }

    @Test("a row's shorter child sits at the top, in the middle or at the bottom", arguments: [
        // The tall child is five lines (paragraphs are separated by a blank line).
        ("top", 0), ("center", 2), ("bottom", 4),
    ])
    func verticalAlignment(alignment: String, line: Int) throws {
        let drawn = try Self.lines(#"""
            {"type": "row", "id": "r", "verticalAlignment": "\#(alignment)", "children": [
              {"type": "text", "id": "tall", "paragraphs": ["one", "two", "three"]},
              {"type": "text", "id": "short", "paragraphs": ["SHORT"]}]}
            """#)
        let index = try #require(drawn.firstIndex { $0.contains("SHORT") })
        #expect(index == line, "\(drawn)")
    }

    @Test("padding leaves blank columns and lines, in proportion to the points, with limits")
    func padding() throws {
        let none = try Self.lines(#"{"type": "column", "id": "c", "children": [{"type": "text", "id": "t", "paragraphs": ["Hello"]}]}"#)
        #expect(none.first == "  Hello")
        let sixteen = try Self.lines(#"{"type": "column", "id": "c", "padding": 16, "children": [{"type": "text", "id": "t", "paragraphs": ["Hello"]}]}"#)
        #expect(Array(sixteen.prefix(3)) == ["", "    Hello", ""], "2 columns and 1 line for 16 points: \(sixteen)")
        #expect(LayoutPadding.cells(16) == (2, 1))
        #expect(LayoutPadding.cells(1000) == (4, 2), "a terminal has few cells to give")
        #expect(LayoutPadding.cells(-5) == (0, 0) && LayoutPadding.cells(.nan) == (0, 0) && LayoutPadding.cells(nil) == (0, 0))
    }

    @Test("a card's corners are rounded unless it asks for square ones")
    func cardCorners() throws {
        let rounded = try Self.lines(#"{"type": "card", "id": "c", "children": [{"type": "text", "id": "t", "paragraphs": ["In"]}]}"#)
        let square = try Self.lines(#"{"type": "card", "id": "c", "corners": "square", "children": [{"type": "text", "id": "t", "paragraphs": ["In"]}]}"#)
        #expect(rounded.first?.contains("╭") == true)
        #expect(square.first?.contains("┌") == true && square.first?.contains("╭") == false)
    }

    @Test("a portrait header frames its picture round, a cover header square, an unknown kind as it is")
    func headerKinds() throws {
        let artist = try Self.lines(#"{"type": "header", "id": "h", "kind": "portrait", "title": "Clara Schumann", "image": {"url": "https://img.example/c.jpg"}}"#, width: 60)
        let album = try Self.lines(#"{"type": "header", "id": "h", "kind": "cover", "title": "Goldberg", "image": {"url": "https://img.example/g.jpg"}}"#, width: 60)
        #expect(artist.joined(separator: "\n").contains("╭") && artist.joined(separator: "\n").contains("◉"))
        #expect(album.joined(separator: "\n").contains("┌") && album.joined(separator: "\n").contains("▣"))
        // The core reads no app's words: "artist" is not a look, so the picture is left square.
        let old = try Self.lines(#"{"type": "header", "id": "h", "kind": "artist", "title": "Clara Schumann", "image": {"url": "https://img.example/c.jpg"}}"#, width: 60)
        #expect(!old.joined(separator: "\n").contains("◉"))
    }
}
