extension RenderedLine {
    /// The line with `overlay` drawn over it from `column` on (an overlay box
    /// over a screen); what lies under it is replaced, the rest stays. Every
    /// picture on the line loses its mark: a pixel protocol would draw it over
    /// the box, so their half blocks show while the box is there.
    public func overlaid(with overlay: RenderedLine, at column: Int, width: Int) -> RenderedLine {
        var result = RenderedLine(anchors: [])
        let left = columns(0, column)
        result.spans = left.spans
        result.appendSpaces(column - left.width)
        result.spans += overlay.fitted(to: width).spans
        result.spans += columns(column + width, Int.max).spans
        result.spans = result.spans.map { span in span.picture == nil ? span : Span(trusted: span.text, style: span.style) }
        return result
    }

    /// The part of the line between two columns; a wide character cut at either edge becomes spaces.
    func columns(_ start: Int, _ end: Int) -> RenderedLine {
        var result = RenderedLine()
        var position = 0
        for span in spans {
            var text = ""
            for character in span.text {
                let width = DisplayWidth.of(character)
                defer { position += width }
                if position >= start, position + width <= end {
                    text.append(character)
                } else if position < end, position + width > start {
                    // Straddles an edge: keep the columns inside as spaces.
                    let inside = min(end, position + width) - max(start, position)
                    text += String(repeating: " ", count: max(0, inside))
                }
            }
            if !text.isEmpty { result.spans.append(Span(trusted: text, style: span.style)) }
            if position >= end { break }
        }
        return result
    }
}
