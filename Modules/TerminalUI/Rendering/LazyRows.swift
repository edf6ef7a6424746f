/// How many rows of each `lazyList` one drawing pass lays out.
///
/// A terminal frame shows a few dozen rows; laying out all 10,000 rows of a
/// long list before the first frame costs time and memory for lines nobody
/// sees. The interactive app draws `initial` rows of each list and a "more"
/// line below them, and extends a list (`extend`) when that line comes near
/// the view or is activated. Pipes, snapshots and scripts pass no
/// `LazyRows` and get every row.
public struct LazyRows: Sendable, Equatable {
    /// Rows a list starts with: more than any terminal shows at once.
    public static let initialRows = 60

    public var initial: Int
    /// Lists that were extended, by component id.
    public private(set) var extended: [String: Int] = [:]

    public init(initial: Int = Self.initialRows) {
        self.initial = max(1, initial)
    }

    /// The rows of list `id` to lay out.
    public func limit(for id: String) -> Int { extended[id] ?? initial }

    /// Doubles what list `id` shows, so reaching the end of a long list costs
    /// a logarithmic number of layouts, not one per page.
    public mutating func extend(_ id: String) {
        let current = limit(for: id)
        extended[id] = current > Int.max / 2 ? Int.max : current * 2
    }

    /// Lays out every row of every list (a search must see them all).
    public mutating func showAll() {
        initial = Int.max
        extended.removeAll()
    }
}
