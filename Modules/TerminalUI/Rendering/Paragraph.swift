/// Wrapped text as rendered lines, in one style.
public enum Paragraph {
    /// `text` wrapped to `width` columns, each line in `style`.
    public static func lines(_ text: String, width: Int, style: Style = .plain) -> [RenderedLine] {
        TextWrapper.wrap(text, width: width).map { RenderedLine($0, style: style) }
    }

    /// `text` wrapped to `width` columns with `suffix` (such as " ›") on its
    /// last line, never wrapped onto a line of its own.
    public static func lines(_ text: String, width: Int, style: Style = .plain, suffix: String, suffixStyle: Style) -> [RenderedLine] {
        let suffixWidth = DisplayWidth.of(suffix)
        guard suffixWidth > 0, width > suffixWidth + 1 else { return lines(text, width: width, style: style) }
        var result = lines(text, width: width - suffixWidth, style: style)
        if result.isEmpty { result = [.blank] }
        result[result.count - 1].append(suffix, style: suffixStyle)
        return result
    }

    /// A line with `left` at the start and `right` flush against the end of `width`
    /// columns; the left part is truncated first when both do not fit.
    public static func justified(left: [Span], right: [Span], width: Int) -> RenderedLine {
        let rightWidth = right.reduce(0) { $0 + $1.width }
        var line = RenderedLine()
        guard rightWidth > 0 else {
            line.spans = left
            return line.truncated(to: width)
        }
        guard rightWidth + 2 <= width else {
            line.spans = left
            return line.truncated(to: width)
        }
        let leftLine = RenderedLine(left).truncated(to: width - rightWidth - 1)
        line.spans = leftLine.spans
        line.appendSpaces(width - leftLine.width - rightWidth)
        line.spans.append(contentsOf: right)
        return line
    }
}
