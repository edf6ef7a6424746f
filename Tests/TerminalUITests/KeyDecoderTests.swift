import Testing
import TerminalUI

@Suite("Key decoding")
struct KeyDecoderTests {
    @Test("arrows, paging, enter, backspace, escape and control keys")
    func keys() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[D".utf8)) == [.up, .down, .right, .left])
        #expect(decoder.decode(Array("\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z".utf8)) == [.pageUp, .pageDown, .delete, .backTab])
        #expect(decoder.decode([0x0D, 0x7F, 0x08, 0x09, 0x03]) == [.enter, .backspace, .backspace, .tab, .control("c")])
        #expect(decoder.decode([0x1B]) == [.escape])
        #expect(decoder.decode(Array("jq/".utf8)) == [.character("j"), .character("q"), .character("/")])
    }

    @Test("UTF-8 and escape sequences split across reads")
    func split() {
        var decoder = KeyDecoder()
        let bytes = Array("é東".utf8)
        #expect(decoder.decode(Array(bytes[0..<1])) == [])
        #expect(decoder.decode(Array(bytes[1..<3])) == [.character("é")])
        #expect(decoder.decode(Array(bytes[3...])) == [.character("東")])
        #expect(decoder.decode([0x1B, 0x5B]) == [])
        #expect(decoder.decode([0x41]) == [.up])
    }
}

@Suite("Key decoder: a terminal's answers are not keys")
struct KeyDecoderAnswerTests {
    @Test("a late background colour (OSC 11, BEL or ST ended) and device attributes are dropped, split across reads too")
    func lateAnswers() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}q".utf8)) == [.character("q")])
        #expect(decoder.decode(Array("\u{1B}]11;rgb:00/00".utf8)).isEmpty)
        #expect(decoder.decode(Array("/00\u{1B}\\\u{1B}[?62;22cq".utf8)) == [.character("q")])
        // Not an answer at all: past the limit, dropped rather than waited for forever.
        #expect(decoder.decode(Array(("\u{1B}]1" + String(repeating: "x", count: 600)).utf8)).isEmpty)
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
        // Alt+] followed by typing is Escape and the keys, not a command to wait out.
        #expect(decoder.decode(Array("\u{1B}]ab".utf8)) == [.escape, .character("]"), .character("a"), .character("b")])
    }

    @Test("kitty's graphics replies and a late cell size are dropped, split across reads too; Alt+_ stays a key")
    func graphicsAnswers() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}_Gi=31;OK\u{1B}\\j".utf8)) == [.character("j")])
        #expect(decoder.decode(Array("\u{1B}_Gi=7;ENOENT:no such".utf8)).isEmpty)
        #expect(decoder.decode(Array(" image\u{1B}\\\u{1B}[6;20;10tk".utf8)) == [.character("k")])
        #expect(decoder.decode(Array("\u{1B}_x".utf8)) == [.escape, .character("_"), .character("x")])
    }
}
