import SDUI
import Testing
import TerminalUI

@Suite("Colours and styles")
struct StyleTests {
    private func environment(_ values: [String: String]) -> (String) -> String? { { values[$0] } }

    @Test("auto: colours only on a terminal, and never with NO_COLOR or TERM=dumb")
    func auto() {
        #expect(ColorMode.auto.usesColor(isTerminal: true, environment: environment([:])))
        #expect(!ColorMode.auto.usesColor(isTerminal: false, environment: environment([:])))
        #expect(!ColorMode.auto.usesColor(isTerminal: true, environment: environment(["NO_COLOR": "1"])))
        #expect(ColorMode.auto.usesColor(isTerminal: true, environment: environment(["NO_COLOR": ""])))
        #expect(!ColorMode.auto.usesColor(isTerminal: true, environment: environment(["TERM": "dumb"])))
    }

    @Test("always and never win over the environment")
    func explicit() {
        #expect(ColorMode.always.usesColor(isTerminal: false, environment: environment(["NO_COLOR": "1"])))
        #expect(!ColorMode.never.usesColor(isTerminal: true, environment: environment([:])))
    }

    @Test("the encoder writes SGR with colours and nothing without")
    func encoding() {
        var line = RenderedLine("Title", style: .bold)
        line.append(" and ")
        line.append("link", style: Style(foreground: .blue, attributes: .underline))
        #expect(LineEncoder(usesColor: false).encode(line) == "Title and link")
        #expect(LineEncoder(usesColor: true).encode(line) == "\u{1B}[1mTitle\u{1B}[0m and \u{1B}[4;34mlink\u{1B}[0m")
    }

    @Test("a contract colour becomes 24-bit colour")
    func rgb() {
        #expect(TerminalColor(RGBColor(0x8E8E93)) == .rgb(0x8E, 0x8E, 0x93))
    }

    @Test("a screen drawn without colours has no escape characters, even from hostile text")
    func noEscapes() throws {
        let json = Fixtures.screen(#"""
            {"type": "text", "id": "t", "color": "#FF0000", "style": "largeTitle", "paragraphs": ["Evil \u001b]0;pwned\u0007 title \u001b[2J"]},
            {"type": "button", "id": "b", "label": "OK\u001b[31m", "style": "primary", "action": {"type": "back"}}
            """#)
        let decoded = try Fixtures.decode(json)
        let document = ScreenRenderer(registry: .withTracks).render(decoded.value, state: ScreenState(), width: 60)
        let plain = LineEncoder(usesColor: false).encode(document.lines)
        #expect(!plain.contains("\u{1B}"))
        #expect(!plain.contains("\u{7}"))
        let colored = LineEncoder(usesColor: true).encode(document.lines)
        #expect(!colored.contains("\u{1B}]"))
        #expect(!colored.contains("\u{1B}[2J"))
        #expect(colored.contains("\u{1B}["))
    }
}
