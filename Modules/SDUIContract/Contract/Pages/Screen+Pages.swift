/// Finding and growing the lists of a screen that name a next page. A paged
/// list is a section, or a `list` or `lazyList` placed directly in a
/// section (§8.3): where a client looks for one, and what a server builds.
extension Screen {
    /// The next-page link of the list (section or component) with id `listID`.
    public func nextPage(ofList listID: String) -> PageLink? {
        for section in sections {
            if section.id == listID { return section.nextPage }
            for component in section.components where component.id == listID {
                return (component.content as? any PagedList)?.nextPage
            }
        }
        return nil
    }

    /// The ids of the lists that name a next page, in reading order.
    public var pagedListIDs: [String] {
        sections.flatMap { section in
            (section.nextPage == nil ? [] : [section.id])
                + section.components.filter { ($0.content as? any PagedList)?.nextPage != nil }.map(\.id)
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
            let components = screen.sections[sectionIndex].components
            guard let index = components.firstIndex(where: { $0.id == listID }),
                  var list = components[index].content as? any PagedList else { continue }
            var (rows, next) = (list.rows, list.nextPage)
            change(&rows, &next)
            list.rows = rows
            list.nextPage = next
            screen.sections[sectionIndex].components[index] = components[index].replacingContent(list)
            return screen
        }
        return screen
    }
}
