/// Fits text into a number of columns: truncation with an ellipsis, padding,
/// and a left and a right part on one line.
///
/// All in display columns, so a row with a Japanese title still has its
/// disclosure text flush right.
public enum TextFitting {
    public static let ellipsis: Character = "…"

    /// The text cut to at most `width` columns, ending in "…" when cut.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        result.append(ellipsis)
        return result
    }

    /// The text followed by spaces up to `width` columns (truncated first when wider).
    public static func pad(_ text: String, toWidth width: Int) -> String {
        let fitted = truncate(text, toWidth: width)
        let missing = width - DisplayWidth.of(fitted)
        return missing > 0 ? fitted + String(repeating: " ", count: missing) : fitted
    }

    /// The longest prefix of `text` that fits `width` columns, and its width; never cuts a cluster.
    public static func prefix(_ text: String, fitting width: Int) -> (text: String, width: Int) {
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width { break }
            result.append(character)
            used += characterWidth
        }
        return (result, used)
    }

    /// The text with its first `columns` columns removed; a wide character cut in half becomes a space.
    public static func dropPrefix(_ text: String, columns: Int) -> String {
        guard columns > 0 else { return text }
        var used = 0
        var index = text.startIndex
        while index < text.endIndex, used < columns {
            used += DisplayWidth.of(text[index])
            index = text.index(after: index)
        }
        let rest = String(text[index...])
        return used > columns ? " " + rest : rest
    }
}
