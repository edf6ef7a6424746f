import JSON
import SDUI

/// Rendered lines of a screen's top-level components, and of the rows of its
/// lists, reused between frames.
///
/// A refresh that changes ten components of a thousand should not lay out a
/// thousand again: after `apply(_:)` with the session's `ScreenDiff`, only the
/// components it names (and the top-level components that contain them)
/// are drawn again. Entries also remember what they depended on (width,
/// theme, the focus inside them, the state values they read, the rows of each lazy
/// list drawn), so moving
/// the focus or typing into a field redraws just the components involved.
///
/// A list keeps each row's lines too (`RenderContext.renderStack(_:cachingRows:)`):
/// a page appended to a list of thousands, or the focus moving down it,
/// lays out only the rows that are new or whose focus changed.
///
/// The cache trusts ids: the owner calls `removeAll()` whenever the screen
/// changes without a diff (a new screen, a retry).
public final class LayoutCache {
    struct Entry {
        var type: TypeName
        var width: Int
        var theme: Theme
        var focusIDs: Set<String>
        var focus: FocusState
        var stateReads: [String: JSONValue?]
        var lazyReads: [String: Int]
        var missing: [TypeName]
        var descendants: [String]
        var lines: [RenderedLine]
    }

    private var entries: [String: Entry] = [:]
    /// Component id → the ids of the entries whose lines contain it (its top-level
    /// ancestor's, and a list row's when it is inside one).
    private var owners: [String: [String]] = [:]
    public private(set) var hits = 0
    public private(set) var misses = 0

    public init() {}

    /// Forgets the components a refresh inserted, removed or changed, and every entry that contains them.
    public func apply(_ diff: ScreenDiff) {
        for id in diff.updated + diff.inserted + diff.removed {
            for owner in owners[id] ?? [] { remove(owner) }
            remove(id)
        }
    }

    /// Forgets everything: the screen changed without a diff.
    public func removeAll() {
        entries.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
    }

    /// Zeroes `hits` and `misses`, to count one drawing pass.
    public func resetCounters() {
        hits = 0
        misses = 0
    }

    private func remove(_ id: String) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        for descendant in entry.descendants {
            owners[descendant]?.removeAll { $0 == id }
            if owners[descendant]?.isEmpty == true { owners[descendant] = nil }
        }
    }

    /// The cached lines of `component` if still valid in this context, or nil.
    func lines(for component: Component, width: Int, theme: Theme, focus: FocusState,
               state: ScreenState, lazyRows: LazyRows?) -> (lines: [RenderedLine], missing: [TypeName])? {
        entry(for: component, width: width, theme: theme, focus: focus, state: state, lazyRows: lazyRows).map { ($0.lines, $0.missing) }
    }

    /// The whole entry, with what it depended on: a list that reuses a row's lines depends on the same.
    func entry(for component: Component, width: Int, theme: Theme, focus: FocusState,
               state: ScreenState, lazyRows: LazyRows?) -> Entry? {
        guard let entry = entries[component.id], entry.type == component.type, entry.width == width, entry.theme == theme,
              focus.restricted(to: entry.focusIDs) == entry.focus,
              entry.stateReads.allSatisfy({ key, value in state[key] == value }),
              entry.lazyReads.allSatisfy({ id, limit in lazyRows?.limit(for: id) == limit })
        else {
            misses += 1
            return nil
        }
        hits += 1
        return entry
    }

    func store(_ lines: [RenderedLine], for component: Component, width: Int, theme: Theme, focus: FocusState,
               stateReads: [String: JSONValue?], lazyReads: [String: Int], missing: [TypeName]) {
        remove(component.id)
        let focusIDs = Set(lines.flatMap { $0.anchors.map(\.id) })
        var descendants: [String] = []
        func visit(_ node: Component) {
            for child in node.content.children {
                descendants.append(child.id)
                visit(child)
            }
        }
        visit(component)
        entries[component.id] = Entry(type: component.type, width: width, theme: theme, focusIDs: focusIDs,
                                      focus: focus.restricted(to: focusIDs), stateReads: stateReads, lazyReads: lazyReads, missing: missing,
                                      descendants: descendants, lines: lines)
        for descendant in descendants { owners[descendant, default: []].append(component.id) }
    }
}
