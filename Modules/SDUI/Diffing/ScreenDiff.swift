/// What changed between two versions of a screen, by component id, so a
/// renderer can update in place instead of redrawing everything.
public struct ScreenDiff: Sendable, Equatable {
    public let inserted: [String]
    public let removed: [String]
    public let updated: [String]
    /// Title, header, sections' headings or next-page rows, or navigation bar changed.
    public let chromeChanged: Bool

    public var isEmpty: Bool { inserted.isEmpty && removed.isEmpty && updated.isEmpty && !chromeChanged }

    public init(inserted: [String] = [], removed: [String] = [], updated: [String] = [], chromeChanged: Bool = false) {
        self.inserted = inserted
        self.removed = removed
        self.updated = updated
        self.chromeChanged = chromeChanged
    }

    /// Compares every component of both screens by id (depth first). A container
    /// whose children changed is not itself "updated" unless its own fields changed.
    public init(from old: Screen, to new: Screen) {
        let before = Self.index(old)
        let after = Self.index(new)
        inserted = after.order.filter { before.components[$0] == nil }
        removed = before.order.filter { after.components[$0] == nil }
        updated = after.order.filter { id in
            guard let previous = before.components[id], let current = after.components[id] else { return false }
            return previous != current && !Self.differsOnlyInChildren(previous, current)
        }
        chromeChanged = old.title != new.title || old.header != new.header || old.navigationBar != new.navigationBar
            || old.sections.map(\.heading) != new.sections.map(\.heading)
            || old.sections.map(\.id) != new.sections.map(\.id)
            || old.sections.map(\.nextPage) != new.sections.map(\.nextPage)
    }

    private static func index(_ screen: Screen) -> (order: [String], components: [String: Component]) {
        var order: [String] = []
        var components: [String: Component] = [:]
        for component in screen.allComponents where components[component.id] == nil {
            order.append(component.id)
            components[component.id] = component
        }
        return (order, components)
    }

    /// True when two versions of a container differ only below it: its children
    /// are reported on their own.
    private static func differsOnlyInChildren(_ a: Component, _ b: Component) -> Bool {
        guard a.type == b.type, !a.content.children.isEmpty || !b.content.children.isEmpty else { return false }
        return a.content.children.map(\.id) == b.content.children.map(\.id)
            && a.content.actions == b.content.actions
            && a.content.children != b.content.children
    }
}
