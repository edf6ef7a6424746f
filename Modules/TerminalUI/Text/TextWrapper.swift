/// Breaks text into lines that fit a number of terminal columns.
///
/// Lines break at spaces; a word wider than the line is cut between
/// characters (never inside a grapheme cluster, so accents and emoji stay
/// whole); CJK ideographs and kana may break between any two characters, as
/// those scripts do. Explicit line breaks are kept. Widths are display
/// widths (`DisplayWidth`), so wide characters count twice.
///
/// ```swift
/// TextWrapper.wrap("Show this code at the counter", width: 12)
/// // ["Show this", "code at the", "counter"]
/// ```
public enum TextWrapper {
    /// The lines of `text` at `width` columns (at least 1). Empty text gives one empty line.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        for paragraph in TerminalText.sanitize(text, keepingNewlines: true).split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrapLine(paragraph, width: width))
        }
        return lines
    }

    /// One token: a run of characters that stays together unless it is too wide.
    private struct Token {
        var text: Substring
        var width: Int
        /// True when a space separated it from the previous token.
        var spaced: Bool
    }

    private static func wrapLine(_ line: Substring, width: Int) -> [String] {
        let tokens = tokenize(line)
        guard !tokens.isEmpty else { return [""] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for token in tokens {
            let gap = (token.spaced && currentWidth > 0) ? 1 : 0
            if currentWidth + gap + token.width <= width {
                if gap == 1 { current.append(" ") }
                current.append(contentsOf: token.text)
                currentWidth += gap + token.width
                continue
            }
            if currentWidth > 0 {
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            if token.width <= width {
                current = String(token.text)
                currentWidth = token.width
                continue
            }
            // Too wide for any line: cut between characters.
            for character in token.text {
                let characterWidth = DisplayWidth.of(character)
                if currentWidth + characterWidth > width, currentWidth > 0 {
                    lines.append(current)
                    current = ""
                    currentWidth = 0
                }
                current.append(character)
                currentWidth += characterWidth
            }
        }
        lines.append(current)
        return lines
    }

    private static func tokenize(_ line: Substring) -> [Token] {
        if line.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return tokenizeASCII(line) }
        var tokens: [Token] = []
        var start: Substring.Index?
        var tokenWidth = 0
        var spaced = false
        var index = line.startIndex
        func finish(at end: Substring.Index) {
            if let begin = start {
                tokens.append(Token(text: line[begin..<end], width: tokenWidth, spaced: spaced))
                start = nil
                tokenWidth = 0
                spaced = false
            }
        }
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if character == " " {
                finish(at: index)
                spaced = true
            } else if breaksAnywhere(character) {
                // Ideographs are tokens of their own, glued to their neighbours.
                finish(at: index)
                tokens.append(Token(text: line[index..<next], width: DisplayWidth.of(character), spaced: spaced))
                spaced = false
            } else {
                if start == nil { start = index }
                tokenWidth += DisplayWidth.of(character)
            }
            index = next
        }
        finish(at: line.endIndex)
        return tokens
    }

    /// The same tokens for printable ASCII, read byte by byte: every byte is a
    /// character one column wide, so no grapheme breaking is needed (most text is this).
    private static func tokenizeASCII(_ line: Substring) -> [Token] {
        var tokens: [Token] = []
        let bytes = line.utf8
        var start: Substring.Index?
        var spaced = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == 0x20 {
                if let begin = start {
                    tokens.append(Token(text: line[begin..<index], width: bytes.distance(from: begin, to: index), spaced: spaced))
                    start = nil
                }
                spaced = true
            } else if start == nil {
                start = index
            }
            index = bytes.index(after: index)
        }
        if let begin = start {
            tokens.append(Token(text: line[begin...], width: bytes.distance(from: begin, to: bytes.endIndex), spaced: spaced))
        }
        return tokens
    }

    /// CJK ideographs, kana and Hangul allow a break before and after them.
    private static func breaksAnywhere(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, scalar.value >= 0x2E80 else { return false }
        switch scalar.value {
        case 0x3000...0x3002, 0xFF01, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F:
            return false  // punctuation stays with what precedes it
        case 0x2E80...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
