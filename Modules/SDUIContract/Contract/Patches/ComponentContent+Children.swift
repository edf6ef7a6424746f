/// The core's containers with other children, for patches (`replacingChildren`).
extension CardComponent {
    public func replacingChildren(_ children: [Component]) -> CardComponent { with { $0.children = children } }
}

extension GridComponent {
    public func replacingChildren(_ children: [Component]) -> GridComponent { with { $0.components = children } }
}

extension ListComponent {
    public func replacingChildren(_ children: [Component]) -> ListComponent { with { $0.components = children } }
}

extension ScrollComponent {
    public func replacingChildren(_ children: [Component]) -> ScrollComponent { with { $0.children = children } }
}

extension LazyListComponent {
    public func replacingChildren(_ children: [Component]) -> LazyListComponent { with { $0.children = children } }
}

extension ColumnComponent {
    public func replacingChildren(_ children: [Component]) -> ColumnComponent { with { $0.children = children } }
}

extension RowComponent {
    public func replacingChildren(_ children: [Component]) -> RowComponent { with { $0.children = children } }
}

extension ComponentContent {
    /// A copy changed by `change`.
    func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
