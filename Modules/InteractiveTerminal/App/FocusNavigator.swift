import TerminalUI
/// Moves the focus through a document's targets in reading order, and
/// scrolls when the next target is far away, so long text between two
/// buttons is read, not skipped.
///
/// Targets in the pinned title bar are always visible. Moving down focuses
/// the next target when it is on screen or within half a page below;
/// otherwise it scrolls most of a page. Moving up mirrors that.
struct FocusNavigator {
    let document: RenderedDocument
    /// Body rows on screen.
    let height: Int

    struct Position {
        var target: FocusTarget
        /// Nil for the title bar, else the body line.
        var line: Int?
    }

    struct Result: Equatable {
        var focusedID: String?
        var viewport: Viewport
    }

    var positions: [Position] {
        document.titleBar.flatMap { line in line.anchors.map { Position(target: $0, line: nil) } }
            + document.body.enumerated().flatMap { index, line in line.anchors.map { Position(target: $0, line: index) } }
    }

    private var contentHeight: Int { document.body.count }

    private func isVisible(_ position: Position, in viewport: Viewport) -> Bool {
        guard let line = position.line else { return true }
        return viewport.contains(line, height: height)
    }

    /// The focus for a screen just shown: the first body target on the first page, or none.
    func initialFocus(viewport: Viewport) -> String? {
        positions.first { position in
            guard let line = position.line else { return false }
            return viewport.contains(line, height: height)
        }?.target.id
    }

    func next(from focusedID: String?, viewport: Viewport) -> Result {
        let positions = positions
        var viewport = viewport
        var start = 0
        if let index = positions.firstIndex(where: { $0.target.id == focusedID }), isVisible(positions[index], in: viewport) {
            start = index + 1
        } else {
            // Nothing focused on screen: start from the first target at or below the top of the view.
            start = positions.firstIndex { ($0.line ?? -1) >= viewport.offset } ?? positions.count
        }
        if start < positions.count {
            let candidate = positions[start]
            guard let line = candidate.line else { return Result(focusedID: candidate.target.id, viewport: viewport) }
            if line < viewport.offset + height + height / 2 {
                viewport.reveal(line, through: line, height: height, contentHeight: contentHeight)
                return Result(focusedID: candidate.target.id, viewport: viewport)
            }
        }
        viewport.offset += max(1, height - 2)
        viewport.clamp(height: height, contentHeight: contentHeight)
        return Result(focusedID: focusedID, viewport: viewport)
    }

    func previous(from focusedID: String?, viewport: Viewport) -> Result {
        let positions = positions
        var viewport = viewport
        var candidateIndex: Int?
        if let index = positions.firstIndex(where: { $0.target.id == focusedID }), isVisible(positions[index], in: viewport) {
            candidateIndex = index > 0 ? index - 1 : nil
        } else {
            candidateIndex = positions.lastIndex { ($0.line ?? -1) < viewport.offset + height }
        }
        if let candidateIndex {
            let candidate = positions[candidateIndex]
            guard let line = candidate.line else { return Result(focusedID: candidate.target.id, viewport: viewport) }
            if line >= viewport.offset - height / 2 {
                viewport.reveal(line, through: line, height: height, contentHeight: contentHeight)
                return Result(focusedID: candidate.target.id, viewport: viewport)
            }
        }
        viewport.offset -= max(1, height - 2)
        viewport.clamp(height: height, contentHeight: contentHeight)
        return Result(focusedID: focusedID, viewport: viewport)
    }

    /// The target with `id`, if it is in the document.
    func target(_ id: String?) -> FocusTarget? {
        guard let id else { return nil }
        return positions.first { $0.target.id == id }?.target
    }
}
