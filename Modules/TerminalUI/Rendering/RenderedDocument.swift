/// A screen drawn for one width: the title bar (pinned at the top in the
/// interactive client), the body, and what could not be shown.
public struct RenderedDocument: Sendable, Equatable {
    public var titleBar: [RenderedLine]
    public var body: [RenderedLine]
    /// Components left out because no renderer is registered for their type.
    public var missingCount: Int
    /// Elements the decoder already dropped (`Decoded.droppedCount`).
    public var droppedCount: Int
    /// The body rows of each component with visibility or disappear actions
    /// (§8.6), by id: a component inside another is measured by the rows of
    /// the top-level component holding it. What the client reports as seen.
    public var trackedRows: [String: Range<Int>] = [:]

    public init(titleBar: [RenderedLine], body: [RenderedLine], missingCount: Int = 0, droppedCount: Int = 0) {
        self.titleBar = titleBar
        self.body = body
        self.missingCount = missingCount
        self.droppedCount = droppedCount
    }

    /// The share (percent) of each tracked component within body rows
    /// `shown`: its rows there over all its rows; one outside is at 0.
    public func visibleShares(in shown: Range<Int>) -> [String: Double] {
        trackedRows.mapValues { rows in
            guard !rows.isEmpty else { return 0 }
            let visible = rows.clamped(to: shown).count
            return Double(visible) * 100 / Double(rows.count)
        }
    }

    /// Everything that was in the document and is not on screen.
    public var unshownCount: Int { missingCount + droppedCount }

    public var lines: [RenderedLine] { titleBar + body }

    /// Every focus target in reading order: the title bar's, then the body's.
    public var focusTargets: [FocusTarget] { lines.flatMap(\.anchors) }

    /// Whether a lazy list left rows out (its "more" line is in the document).
    public var hasUnlaidRows: Bool {
        body.contains { line in line.anchors.contains { $0.showMoreListID != nil } }
    }

    /// Where a target starts: in the title bar or the body, and the line index there.
    public func location(of targetID: String) -> (inTitleBar: Bool, line: Int)? {
        if let line = titleBar.firstIndex(where: { $0.anchors.contains { $0.id == targetID } }) { return (true, line) }
        if let line = body.firstIndex(where: { $0.anchors.contains { $0.id == targetID } }) { return (false, line) }
        return nil
    }

    /// The plain text of every line, for pipes, snapshots and search.
    public var plainText: String {
        lines.map(\.visibleText).joined(separator: "\n")
    }
}
