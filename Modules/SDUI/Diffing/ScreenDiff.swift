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
        // A change of state (a tick, a toggle) mostly keeps every id where it was:
        // then the two trees are walked side by side, without indexing either.
        let updated = Self.updatedInPlace(old, new) ?? Self.byIndex(old, new)
        self.init(inserted: updated.inserted, removed: updated.removed, updated: updated.updated,
                  chromeChanged: old.title != new.title || old.header != new.header || old.navigationBar != new.navigationBar
                      || old.sections.map(\.heading) != new.sections.map(\.heading)
                      || old.sections.map(\.id) != new.sections.map(\.id)
                      || old.sections.map(\.nextPage) != new.sections.map(\.nextPage))
    }

    /// Every component by id, each id's first occurrence compared.
    static func byIndex(_ old: Screen, _ new: Screen) -> (inserted: [String], removed: [String], updated: [String]) {
        let before = Self.index(old)
        let after = Self.index(new)
        let updated = after.order.filter { id in
            guard let previous = before.components[id], let current = after.components[id] else { return false }
            return previous != current && !Self.differsOnlyInChildren(previous, current)
        }
        return (after.order.filter { before.components[$0] == nil }, before.order.filter { after.components[$0] == nil }, updated)
    }

    /// What `byIndex` finds, when both screens hold the same ids in the same
    /// places: the trees walked side by side, an equal subtree skipped whole
    /// (its ids only noted, for an id used twice: its first place counts);
    /// nil as soon as an id or a count differs.
    static func updatedInPlace(_ old: Screen, _ new: Screen) -> (inserted: [String], removed: [String], updated: [String])? {
        guard old.sections.count == new.sections.count else { return nil }
        var seen = Set<String>(), updated: [String] = []
        func note(_ component: Component) {
            seen.insert(component.id)
            component.content.children.forEach(note)
        }
        func walk(_ a: [Component], _ b: [Component]) -> Bool {
            guard a.count == b.count else { return false }
            for (previous, current) in zip(a, b) {
                guard previous.id == current.id else { return false }
                if previous == current {
                    note(previous)
                    continue
                }
                if seen.insert(current.id).inserted, !differsOnlyInChildren(previous, current) { updated.append(current.id) }
                guard walk(previous.content.children, current.content.children) else { return false }
            }
            return true
        }
        for (before, after) in zip(old.sections, new.sections) {
            guard walk(before.components, after.components) else { return nil }
        }
        return ([], [], updated)
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
