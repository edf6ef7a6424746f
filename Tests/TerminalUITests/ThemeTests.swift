import Glibc
import SDUI
import Testing
import TerminalUI

@Suite("Themes: roles, palettes, contrast and the terminal's background")
struct ThemeTests {
    static let theme = ScreenTheme(
        light: ThemePalette([.primary: RGBColor(0xED7000), .accent: RGBColor(0x001D7E), .critical: RGBColor(0xC4122F)]),
        dark: ThemePalette([.primary: RGBColor(0xFF9A3C), .accent: RGBColor(0x8FA8FF), .surface: RGBColor(0x1B1B1F)]))

    @Test("a color field is a role or #RRGGBB/#RGB; anything else is reported at its path and the text still shown")
    func colorValues() throws {
        #expect(ColorValue(parsing: "primary") == .role(.primary))
        #expect(ColorValue(parsing: "#8E8E93") == .rgb(RGBColor(0x8E8E93)))
        #expect(ColorValue(parsing: "#fff") == .rgb(.white))
        for bad in ["red", "#12345", "8E8E93", "#GGGGGG", "", "Primary"] { #expect(ColorValue(parsing: bad) == nil, "\(bad)") }
        let decoded = try Fixtures.decode(Fixtures.screen(#"{"type": "text", "id": "t", "color": "blurple", "paragraphs": ["Hi"]}"#))
        let text = try #require(decoded.value.sections.first?.components.first?.content as? TextComponent)
        #expect(text.color == nil && text.paragraphs == ["Hi"])
        let diagnostic = try #require(decoded.diagnostics.first)
        #expect(diagnostic.path == "sections[0].components[0].color")
        #expect(diagnostic.reason.contains("'blurple' is not a colour"))
    }

    @Test("a palette entry that is not a role or not a colour is reported and dropped; the rest is kept")
    func paletteDiagnostics() throws {
        let json = ##"{"id": "s", "theme": {"light": {"primary": "#112233", "brand": "#000000", "accent": "teal"}, "dark": {}}, "sections": []}"##
        let decoded = try Fixtures.decode(json)
        #expect(decoded.value.theme?.light.colors == [.primary: RGBColor(0x112233)])
        #expect(Set(decoded.diagnostics.map(\.path)) == ["theme.light.brand", "theme.light.accent"])
    }

    @Test("WCAG contrast: 21 for black on white, 1 for a colour on itself, symmetric")
    func contrast() {
        #expect(abs(RGBColor.black.contrast(with: .white) - 21) < 0.001)
        #expect(abs(RGBColor(0x777777).contrast(with: .white) - 4.48) < 0.01)
        #expect(RGBColor(0x336699).contrast(with: RGBColor(0x336699)) == 1)
        #expect(RGBColor(0x336699).contrast(with: .white) == RGBColor.white.contrast(with: RGBColor(0x336699)))
    }

    @Test("every colour of a 6-level cube is made readable (4.5:1) on white, black and two greys, and a readable one is left alone")
    func readable() {
        let levels: [UInt8] = [0, 51, 102, 153, 204, 255]
        let backgrounds = [RGBColor.white, .black, RGBColor(0x1B1B1F), RGBColor(0xF5F5F0)]
        for red in levels { for green in levels { for blue in levels { for background in backgrounds {
            let color = RGBColor(red: red, green: green, blue: blue)
            let readable = color.readable(on: background)
            #expect(readable.contrast(with: background) >= 4.5, "\(color) on \(background) became \(readable)")
            if color.contrast(with: background) >= 4.5 { #expect(readable == color) }
        } } } }
        // Only as far as needed: the orange darkens, but stays an orange.
        let orange = RGBColor(0xED7000).readable(on: .white)
        #expect(orange.red > orange.green && orange.green > orange.blue)
        #expect(orange.contrast(with: .white) < 4.7)
    }

    @Test("without a server theme the roles are named ANSI colours; raw colours are kept readable on the background")
    func standardPalette() {
        let dark = TerminalPalette(background: TerminalBackground(appearance: .dark))
        #expect(dark[.primary] == .blue && dark[.critical] == .red && dark[.surface] == nil)
        #expect(dark.foreground(.rgb(RGBColor(0x8E8E93))) == .rgb(0x8E, 0x8E, 0x93))  // 6.3:1 on black already
        let light = TerminalPalette(background: TerminalBackground(appearance: .light))
        guard case .rgb(let red, let green, let blue)? = light.foreground(.rgb(RGBColor(0x8E8E93))) else {
            Issue.record("a raw colour stays a raw colour")
            return
        }
        #expect(RGBColor(red: red, green: green, blue: blue).contrast(with: .white) >= 4.5)
        #expect(Theme(palette: .standard) == Theme.standard)
    }

    @Test("a server theme: the palette for the background, made readable, roles it leaves out keep the client's colours")
    func serverPalette() {
        let light = TerminalPalette(theme: Self.theme, background: TerminalBackground(appearance: .light))
        let dark = TerminalPalette(theme: Self.theme, background: TerminalBackground(appearance: .dark))
        #expect(light.background == .white)
        #expect(dark.background == RGBColor(0x1B1B1F))  // the dark palette's surface
        #expect(light[.accent] == .rgb(0x00, 0x1D, 0x7E))  // readable already
        #expect(dark[.accent] == .rgb(0x8F, 0xA8, 0xFF))
        #expect(light[.primary] != .rgb(0xED, 0x70, 0x00))  // 3.0:1 on white: darkened
        #expect(light[.success] == .green && dark[.critical] == .red)  // not in the theme
        // A background the terminal reported wins over the theme's surface.
        let reported = TerminalPalette(theme: Self.theme, background: TerminalBackground(color: RGBColor(0x300A24)))
        #expect(reported.background == RGBColor(0x300A24))
    }

    @Test("a primary button's text is black or white, whichever reads on the theme's primary")
    func buttonText() {
        let light = Theme(palette: TerminalPalette(theme: Self.theme, background: TerminalBackground(appearance: .light)))
        let dark = Theme(palette: TerminalPalette(theme: Self.theme, background: TerminalBackground(appearance: .dark)))
        for theme in [light, dark] {
            guard case .rgb(let r, let g, let b)? = theme.primaryButton.foreground,
                  case .rgb(let fr, let fg, let fb)? = theme.primaryButton.background else {
                Issue.record("a theme's button is drawn in 24-bit colour")
                continue
            }
            let text = RGBColor(red: r, green: g, blue: b), fill = RGBColor(red: fr, green: fg, blue: fb)
            #expect(text == .black || text == .white)
            #expect(text.contrast(with: fill) >= 4.5)
            #expect(text.contrast(with: fill) >= (text == .black ? RGBColor.white : .black).contrast(with: fill))
        }
        #expect(Theme.standard.primaryButton.foreground == .brightWhite)
    }

    @Test("COLORFGBG: background 0-6 and 8 are dark, 7 and 9-15 light; anything else says nothing")
    func colorFGBG() {
        #expect(TerminalBackground.fromColorFGBG("15;0")?.appearance == .dark)
        #expect(TerminalBackground.fromColorFGBG("0;15")?.appearance == .light)
        #expect(TerminalBackground.fromColorFGBG("0;default;7")?.appearance == .light)
        #expect(TerminalBackground.fromColorFGBG("15;8")?.appearance == .dark)
        for unreadable in [nil, "", "default", "15;16", "15;-1"] { #expect(TerminalBackground.fromColorFGBG(unreadable) == nil) }
    }

    @Test("--theme: a fixed choice is taken as given and never asks; auto asks, then reads COLORFGBG, then assumes dark")
    func resolve() {
        let environment: (String) -> String? = { $0 == "COLORFGBG" ? "0;15" : nil }
        var asked = 0
        let light = TerminalBackground.resolve(.dark, usesColor: true, environment: environment) { asked += 1; return .white }
        #expect(light.appearance == .dark && asked == 0)
        let answered = TerminalBackground.resolve(.auto, usesColor: true, environment: environment) { asked += 1; return RGBColor(0xFDF6E3) }
        #expect(answered == TerminalBackground(appearance: .light, color: RGBColor(0xFDF6E3)) && asked == 1)
        #expect(TerminalBackground.resolve(.auto, usesColor: true, environment: environment) { nil }.appearance == .light)
        #expect(TerminalBackground.resolve(.auto, usesColor: false, environment: environment) { asked += 1; return .black }.appearance == .light)
        #expect(asked == 1)  // colours off: not asked
        #expect(TerminalBackground.resolve(.auto, usesColor: true, environment: { _ in nil }) { nil } == .assumed)
    }
}
