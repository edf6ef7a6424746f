/// Finding and growing the lists of a screen that name a next page. A paged
/// list is a section, or a `list` or `lazyList` at any depth inside one
/// (§8.3): where a client looks for one, and what a server builds.
extension Screen {
    /// The next-page link of the list (section or component) with id `listID`.
    public func nextPage(ofList listID: String) -> PageLink? {
        for section in sections {
            if section.id == listID { return section.nextPage }
            if let component = section.allComponents.first(where: { $0.id == listID }) {
                return (component.content as? any PagedList)?.nextPage
            }
        }
        return nil
    }

    /// The ids of the lists that name a next page, in reading order (a
    /// section before its rows, a list before the lists inside its rows).
    public var pagedListIDs: [String] {
        sections.flatMap { section in
            (section.nextPage == nil ? [] : [section.id])
                + section.allComponents.filter { ($0.content as? any PagedList)?.nextPage != nil }.map(\.id)
        }
    }

    /// The screen with the list `listID` changed by `change` (its rows and
    /// next link); the screen as it was when no such list exists.
    public func changingList(_ listID: String, _ change: (inout [Component], inout PageLink?) -> Void) -> Screen {
        var screen = self
        for sectionIndex in screen.sections.indices {
            if screen.sections[sectionIndex].id == listID {
                var (rows, next) = (screen.sections[sectionIndex].components, screen.sections[sectionIndex].nextPage)
                change(&rows, &next)
                screen.sections[sectionIndex].components = rows
                screen.sections[sectionIndex].nextPage = next
                return screen
            }
            if let changed = Self.changingList(listID, in: screen.sections[sectionIndex].components, change) {
                screen.sections[sectionIndex].components = changed
                return screen
            }
        }
        return screen
    }

    /// `components` with the paged list `listID` changed, its containers
    /// rebuilt around it; nil when it is not among them (or is no list).
    private static func changingList(_ listID: String, in components: [Component],
                                     _ change: (inout [Component], inout PageLink?) -> Void) -> [Component]? {
        for index in components.indices {
            let component = components[index]
            let replacement: Component
            if component.id == listID {
                guard var list = component.content as? any PagedList else { return nil }
                var (rows, next) = (list.rows, list.nextPage)
                change(&rows, &next)
                list.rows = rows
                list.nextPage = next
                replacement = component.replacingContent(list)
            } else {
                let children = component.content.children
                guard !children.isEmpty, let changed = changingList(listID, in: children, change) else { continue }
                replacement = component.replacingContent(component.content.replacingChildren(changed))
            }
            var result = components
            result[index] = replacement
            return result
        }
        return nil
    }
}
