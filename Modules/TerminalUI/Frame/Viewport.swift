/// Which lines of a long document are on screen, and how that follows the focus.
public struct Viewport: Sendable, Equatable {
    /// First document line shown.
    public var offset: Int = 0

    public init(offset: Int = 0) {
        self.offset = offset
    }

    /// Keeps the offset within the document.
    public mutating func clamp(height: Int, contentHeight: Int) {
        offset = max(0, min(offset, contentHeight - height))
    }

    /// Scrolls as little as possible so lines `first...last` are visible (the first wins when they do not fit).
    public mutating func reveal(_ first: Int, through last: Int, height: Int, contentHeight: Int) {
        guard height > 0 else { return }
        if last >= offset + height { offset = last - height + 1 }
        if first < offset { offset = first }
        clamp(height: height, contentHeight: contentHeight)
    }

    /// Whether document line `line` is on screen.
    public func contains(_ line: Int, height: Int) -> Bool {
        line >= offset && line < offset + height
    }
}
