/// Places blocks of lines side by side: rows, grids, carousels, artwork.
///
/// Each block is padded to its column's width and to the tallest block's
/// height; anchors keep their line, so focus order inside a row of columns
/// goes left to right, then down.
public enum Columns {
    /// Joins `blocks` left to right; block `i` gets `widths[i]` columns and `gap` spaces follow each but the last.
    public static func join(_ blocks: [[RenderedLine]], widths: [Int], gap: Int) -> [RenderedLine] {
        let height = blocks.map(\.count).max() ?? 0
        var lines: [RenderedLine] = []
        lines.reserveCapacity(height)
        for row in 0..<height {
            var line = RenderedLine()
            for (index, block) in blocks.enumerated() {
                let width = index < widths.count ? widths[index] : 0
                if row < block.count {
                    let cell = block[row].fitted(to: width)
                    line.append(cell)
                } else {
                    line.appendSpaces(width)
                }
                if index < blocks.count - 1 { line.appendSpaces(gap) }
            }
            lines.append(line.trimmingTrailingSpaces())
        }
        return lines
    }

    /// Widths of `count` equal columns sharing `total` columns with `gap` between them; the remainder goes left.
    public static func equalWidths(count: Int, total: Int, gap: Int) -> [Int] {
        guard count > 0 else { return [] }
        let available = max(count, total - gap * (count - 1))
        let base = available / count
        let extra = available % count
        return (0..<count).map { base + ($0 < extra ? 1 : 0) }
    }
}

extension RenderedLine {
    /// Without trailing unstyled spaces, so plain output has no invisible tails.
    public func trimmingTrailingSpaces() -> RenderedLine {
        var result = self
        while let last = result.spans.last {
            // Spaces with a background or inverse are visible: keep them.
            if last.style.attributes.contains(.inverse) || last.style.background != nil { break }
            let trimmed = last.text.trimmingTrailingSpaces
            if trimmed.isEmpty {
                result.spans.removeLast()
                continue
            }
            if trimmed.utf8.count != last.text.utf8.count {
                result.spans[result.spans.count - 1] = Span(trusted: trimmed, style: last.style, picture: last.picture)
            }
            break
        }
        return result
    }
}

extension String {
    /// Without trailing spaces; works on UTF-8 bytes (a space never ends a multi-byte character).
    var trimmingTrailingSpaces: String {
        guard let last = utf8.lastIndex(where: { $0 != 0x20 }) else { return "" }
        let end = utf8.index(after: last)
        return end == utf8.endIndex ? self : String(self[..<end])
    }
}
