import Player
/// Which stretch of the queue the queue view shows: at most `maxRows`
/// tracks, a couple before the current one and the rest after it, shifted
/// at either end of the queue so the view stays full.
///
/// Works from the queue's length and the current index only, so choosing
/// the rows of a 10,000-track queue costs the same as of a 3-track one.
struct QueueWindow: Equatable {
    /// Rows the view shows at most; also the highest jump key (`1`…`7`).
    static let maxRows = 7
    /// Tracks shown before the current one when there are enough after it.
    static let rowsBefore = 2

    /// Indices into the queue, in order; empty for an empty queue.
    let range: Range<Int>

    init(count: Int, current: Int, maxRows: Int = Self.maxRows, rowsBefore: Int = Self.rowsBefore) {
        guard count > 0, maxRows > 0 else {
            range = 0..<0
            return
        }
        let current = min(max(0, current), count - 1)
        let lower = max(0, min(current - rowsBefore, count - maxRows))
        range = lower..<min(count, lower + maxRows)
    }

    /// The queue index behind jump key `row` (1-based); nil when the view has no such row.
    func index(ofRow row: Int) -> Int? {
        let index = range.lowerBound + row - 1
        return row >= 1 && range.contains(index) ? index : nil
    }
}
