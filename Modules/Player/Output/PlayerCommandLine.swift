/// Splits a player command the user configured (`mpv --no-video -`,
/// `aplay -q`, `"/opt/My Player/play" --volume 50`) into words, with the
/// few quoting rules a person types without thinking about a shell:
///
/// - spaces and tabs separate words;
/// - `'…'` keeps everything inside as it is;
/// - `"…"` keeps everything inside, except that `\"` and `\\` stand for `"` and `\`;
/// - outside quotes, `\` keeps the next character (`My\ Player`);
/// - `''` or `""` is an empty word.
///
/// No variables, globs, pipes or redirections: the command is started
/// directly, never through a shell, so what the user wrote is what runs.
enum PlayerCommandLine {
    /// The words of `line`; empty for an empty or blank line.
    static func words(_ line: String) -> Result<[String], PlayerCommandError.Problem> {
        var words: [String] = []
        var word = ""
        /// A word is under way even when still empty (after `''`).
        var inWord = false
        var quote: (character: Character, column: Int)?
        var escaping = false
        for (offset, character) in line.enumerated() {
            if escaping {
                if let open = quote?.character, open == "\"", character != "\"", character != "\\" { word.append("\\") }
                word.append(character)
                escaping = false
                continue
            }
            switch (quote?.character, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("'", _):
                word.append(character)
            case ("\"", "\\"), (nil, "\\"):
                escaping = true
                inWord = true
            case ("\"", _):
                word.append(character)
            case (nil, "'"), (nil, "\""):
                quote = (character, offset + 1)
                inWord = true
            case (nil, " "), (nil, "\t"), (nil, "\n"), (nil, "\r"):
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        if let quote { return .failure(.unclosedQuote(quote.character, column: quote.column)) }
        if escaping { return .failure(.danglingBackslash) }
        if inWord { words.append(word) }
        return .success(words)
    }
}
