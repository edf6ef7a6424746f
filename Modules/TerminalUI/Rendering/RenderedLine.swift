/// One line of terminal output before it is encoded: styled spans, plus the
/// focus targets whose elements start on this line.
///
/// Lines are plain values, so frames can be compared, cached per component
/// and snapshot-tested without a terminal.
public struct RenderedLine: Sendable, Equatable {
    public var spans: [Span]
    public var anchors: [FocusTarget]

    public init(_ spans: [Span] = [], anchors: [FocusTarget] = []) {
        self.spans = spans
        self.anchors = anchors
    }

    /// One span of `text` (sanitized) in `style`.
    public init(_ text: String, style: Style = .plain, anchors: [FocusTarget] = []) {
        self.spans = text.isEmpty ? [] : [Span(text, style: style)]
        self.anchors = anchors
    }

    public static let blank = RenderedLine()

    /// Display columns.
    public var width: Int { spans.reduce(0) { $0 + $1.width } }

    /// The text without styles, as a pipe or a snapshot shows it.
    public var plainText: String { spans.map(\.text).joined() }
    /// `plainText` without trailing spaces: what a frame shows, for transcripts and tests.
    public var visibleText: String { plainText.trimmingTrailingSpaces }

    public mutating func append(_ text: String, style: Style = .plain) {
        guard !text.isEmpty else { return }
        spans.append(Span(text, style: style))
    }

    /// Pads with spaces (trusted text, not sanitized again), for boxes and dialogs.
    public mutating func appendSpaces(_ count: Int, style: Style = .plain) {
        guard count > 0 else { return }
        spans.append(Span(spaces: count, style: style))
    }

    public mutating func append(_ line: RenderedLine) {
        spans.append(contentsOf: line.spans)
        anchors.append(contentsOf: line.anchors)
    }

    /// Cut to `width` columns (an ellipsis marks the cut) and filled with spaces up to it.
    public func fitted(to width: Int) -> RenderedLine {
        var result = truncated(to: width)
        result.appendSpaces(width - result.width)
        return result
    }

    /// Cut to at most `width` columns; the last visible character becomes "…" when text was lost.
    public func truncated(to width: Int) -> RenderedLine {
        let total = self.width
        guard total > width else { return self }
        var result = RenderedLine(anchors: anchors)
        var used = 0
        for span in spans {
            let spanWidth = span.width
            if used + spanWidth <= width - 1 {
                result.spans.append(span)
                used += spanWidth
                continue
            }
            let part = TextFitting.prefix(span.text, fitting: width - 1 - used)
            // A cut picture row loses its mark: drawn whole over the cut, it would cover what follows.
            if !part.text.isEmpty { result.spans.append(Span(trusted: part.text, style: span.style)) }
            used += part.width
            result.spans.append(Span(trusted: "…", style: span.style))
            used += 1
            break
        }
        result.appendSpaces(width - used)
        return result
    }

    /// The line with `columns` columns of space before it.
    public func indented(by columns: Int) -> RenderedLine {
        guard columns > 0 else { return self }
        var result = RenderedLine(anchors: anchors)
        result.appendSpaces(columns)
        result.spans.append(contentsOf: spans)
        return result
    }

    /// The same text in `style` merged over each span's own, but a picture's row (a span with a `PictureMark`) as it is.
    public func styled(_ style: Style) -> RenderedLine {
        // A picture keeps its own colours: kitty's cells name the picture by theirs.
        RenderedLine(spans.map { $0.picture != nil ? $0 : Span(trusted: $0.text, style: $0.style.merging(style)) }, anchors: anchors)
    }

    /// The line without its anchors (a copy drawn a second time, such as in a background).
    public var withoutAnchors: RenderedLine { RenderedLine(spans, anchors: []) }
}
