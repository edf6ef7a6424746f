import PlayerContract
import SDUI
import Testing
import TerminalUI

@Suite("Display width")
struct DisplayWidthTests {
    @Test("ASCII is one column per character")
    func ascii() {
        #expect(DisplayWidth.of("hello") == 5)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test("CJK, kana, Hangul and fullwidth forms are two columns")
    func wide() {
        #expect(DisplayWidth.of("東京") == 4)
        #expect(DisplayWidth.of("ありがとう") == 10)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("ＡＢ") == 4)
        #expect(DisplayWidth.of("a東b") == 4)
    }

    @Test("combining marks add nothing")
    func combining() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("naïve") == 5)
        #expect(DisplayWidth.of("n\u{303}a\u{308}\u{301}") == 2)
        #expect(DisplayWidth.of("\u{301}") == 0)
    }

    @Test("emoji: presentation, ZWJ sequences, flags, keycaps and selectors")
    func emoji() {
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("👩‍💻") == 2)
        #expect(DisplayWidth.of("👨‍👩‍👧‍👦") == 2)
        #expect(DisplayWidth.of("🇳🇱") == 2)
        #expect(DisplayWidth.of("❤️") == 2)
        #expect(DisplayWidth.of("❤") == 1)
        #expect(DisplayWidth.of("1️⃣") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("⌚\u{FE0E}") == 1)
    }

    @Test("control and zero-width characters take no columns")
    func zeroWidth() {
        #expect(DisplayWidth.of("\u{1B}") == 0)
        #expect(DisplayWidth.of("\u{7}") == 0)
        #expect(DisplayWidth.of("\u{9B}") == 0)
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
        #expect(DisplayWidth.of("\u{200D}") == 0)
        #expect(DisplayWidth.of("\u{FEFF}") == 0)
    }
}

@Suite("Wrapping and truncation")
struct WrappingTests {
    @Test("breaks at spaces")
    func spaces() {
        #expect(TextWrapper.wrap("Show this code at the counter", width: 12) == ["Show this", "code at the", "counter"])
        #expect(TextWrapper.wrap("fits", width: 10) == ["fits"])
        #expect(TextWrapper.wrap("", width: 10) == [""])
    }

    @Test("cuts words wider than the line")
    func longWords() {
        #expect(TextWrapper.wrap("Supercalifragilistic", width: 8) == ["Supercal", "ifragili", "stic"])
        #expect(TextWrapper.wrap("a Supercalifragilistic", width: 8) == ["a", "Supercal", "ifragili", "stic"])
    }

    @Test("CJK breaks between ideographs by display width")
    func cjk() {
        #expect(TextWrapper.wrap("東京都渋谷区", width: 5) == ["東京", "都渋", "谷区"])
        #expect(TextWrapper.wrap("東京都渋谷区", width: 6) == ["東京都", "渋谷区"])
        #expect(TextWrapper.wrap("荷物を受け取ってください。", width: 10) == ["荷物を受け", "取ってくだ", "さい。"])
        for line in TextWrapper.wrap("東京都渋谷区の郵便局で荷物を受け取ってください。", width: 9) {
            #expect(DisplayWidth.of(line) <= 9)
        }
    }

    @Test("emoji and combining sequences are never split")
    func clusters() {
        #expect(TextWrapper.wrap("👩‍💻👩‍💻👩‍💻", width: 5) == ["👩‍💻👩‍💻", "👩‍💻"])
        #expect(TextWrapper.wrap(String(repeating: "e\u{301}", count: 6), width: 3)
            == [String(repeating: "e\u{301}", count: 3), String(repeating: "e\u{301}", count: 3)])
        #expect(TextWrapper.wrap("Café crème 🇳🇱 naïve", width: 11) == ["Café crème", "🇳🇱 naïve"])
    }

    @Test("keeps explicit line breaks and strips control characters")
    func breaksAndControls() {
        #expect(TextWrapper.wrap("one\ntwo", width: 10) == ["one", "two"])
        #expect(TextWrapper.wrap("one\r\ntwo", width: 10) == ["one", "two"])
        #expect(TextWrapper.wrap("a\u{1B}[2Jb", width: 10) == ["a[2Jb"])
        #expect(TextWrapper.wrap("tab\there", width: 10) == ["tab here"])
    }

    @Test("truncates by display width with an ellipsis")
    func truncation() {
        #expect(TextFitting.truncate("Hello world", toWidth: 8) == "Hello w…")
        #expect(TextFitting.truncate("Hello", toWidth: 5) == "Hello")
        #expect(TextFitting.truncate("東京都", toWidth: 4) == "東…")
        #expect(TextFitting.truncate("東京都", toWidth: 5) == "東京…")
        #expect(TextFitting.truncate("👩‍💻👩‍💻", toWidth: 3) == "👩‍💻…")
        #expect(TextFitting.truncate("abc", toWidth: 0) == "")
        #expect(TextFitting.pad("東", toWidth: 4) == "東  ")
    }

    @Test("durations as m:ss and h:mm:ss")
    func durations() {
        #expect(TrackDuration.format(294) == "4:54")
        #expect(TrackDuration.format(9.4) == "0:09")
        #expect(TrackDuration.format(3727) == "1:02:07")
        #expect(TrackDuration.format(-1) == "–:––")
        #expect(TrackDuration.format(.nan) == "–:––")
    }
}

@Suite("Track durations: the server's text first")
struct TrackDurationTextTests {
    @Test("a track shows the server's durationText as sent, else its duration formatted here")
    func serverText() throws {
        let written = try Fixtures.render(Fixtures.screen(#"""
            {"type": "track", "id": "a", "title": "Aria", "duration": 232, "durationText": "3 min 52"},
            {"type": "track", "id": "b", "title": "Var. 1", "duration": 112}
            """#), width: 40)
        #expect(written.contains("3 min 52") && !written.contains("3:52"))
        #expect(written.contains("1:52"))
    }
}
