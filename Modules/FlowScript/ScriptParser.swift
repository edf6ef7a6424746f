/// Reads the line-based flow script format (see `ScriptStep`).
///
/// One step per line; `#` starts a comment; arguments are bare words or
/// double-quoted strings (`\"` and `\\` inside quotes). Every error names
/// the file and line.
public enum ScriptParser {
    /// The steps of `text`; `source` names the file in errors.
    public static func parse(_ text: String, source: String = "script") throws(ScriptError) -> [ScriptLine] {
        var lines: [ScriptLine] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let words: [String]
            do throws(TokenError) {
                words = try tokenize(raw)
            } catch {
                throw ScriptError(source: source, line: number, reason: error.reason)
            }
            guard let command = words.first else { continue }
            let arguments = Array(words.dropFirst())
            let step = try step(command, arguments, source: source, line: number)
            lines.append(ScriptLine(number: number, text: String(raw).trimmingSpaces, step: step))
        }
        return lines
    }

    private static func step(_ command: String, _ arguments: [String], source: String, line: Int) throws(ScriptError) -> ScriptStep {
        func fail(_ reason: String) -> ScriptError { ScriptError(source: source, line: line, reason: reason) }
        func one(_ usage: String) throws(ScriptError) -> String {
            guard arguments.count == 1 else { throw fail("expected \(usage)") }
            return arguments[0]
        }
        switch command.lowercased() {
        case "open": return .open(try one("open PATH-OR-LINK"))
        case "tap": return .tap(try one("tap ID-OR-LABEL (quote labels with spaces)"))
        case "type":
            guard arguments.count >= 2 else { throw fail("expected type FIELD TEXT") }
            return .type(field: arguments[0], text: arguments.dropFirst().joined(separator: " "))
        case "toggle": return .toggle(try one("toggle ID-OR-KEY-OR-LABEL"))
        case "answer": return .answer(arguments.joined(separator: " "))
        case "choose": return .choose(try one("choose OPTION"))
        case "back":
            guard arguments.isEmpty else { throw fail("back takes no arguments") }
            return .back
        case "refresh":
            guard arguments.isEmpty else { throw fail("refresh takes no arguments") }
            return .refresh
        case "print":
            return .print
        case "expect":
            guard let kind = arguments.first?.lowercased() else {
                throw fail("expected expect text|no text|state|screen|title|message …")
            }
            let rest = Array(arguments.dropFirst())
            switch kind {
            case "text":
                guard rest.count == 1 else { throw fail("expected expect text \"TEXT\"") }
                return .expectText(rest[0], present: true)
            case "no":
                guard rest.count == 2, rest[0].lowercased() == "text" else { throw fail("expected expect no text \"TEXT\"") }
                return .expectText(rest[1], present: false)
            case "state":
                guard rest.count >= 2 else { throw fail("expected expect state KEY VALUE") }
                return .expectState(key: rest[0], value: rest.dropFirst().joined(separator: " "))
            case "screen":
                guard rest.count == 1 else { throw fail("expected expect screen SCREEN-ID") }
                return .expectScreen(rest[0])
            case "title":
                guard rest.count == 1 else { throw fail("expected expect title \"TITLE\"") }
                return .expectTitle(rest[0])
            case "message":
                guard rest.count == 1 else { throw fail("expected expect message \"TEXT\"") }
                return .expectMessage(rest[0])
            default:
                throw fail("unknown expectation '\(kind)'; expected text, no text, state, screen, title or message")
            }
        default:
            throw fail("unknown step '\(command)'; expected open, tap, type, toggle, answer, choose, back, refresh, expect or print")
        }
    }

    struct TokenError: Error {
        let reason: String
    }

    /// Words of a line, without its comment.
    static func tokenize<S: StringProtocol>(_ line: S) throws(TokenError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quoted = false
        var escaped = false
        for character in line {
            if quoted {
                if escaped {
                    current.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    quoted = false
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case "#" where !inWord:
                if !current.isEmpty || inWord { words.append(current) }
                return words
            case " ", "\t", "\r":
                if inWord {
                    words.append(current)
                    current = ""
                    inWord = false
                }
            case "\"":
                quoted = true
                inWord = true
            default:
                current.append(character)
                inWord = true
            }
        }
        if quoted { throw TokenError(reason: "unterminated quoted string") }
        if inWord { words.append(current) }
        return words
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        var view = Substring(self)
        while let first = view.first, first == " " || first == "\t" || first == "\r" { view = view.dropFirst() }
        while let last = view.last, last == " " || last == "\t" || last == "\r" { view = view.dropLast() }
        return String(view)
    }
}
