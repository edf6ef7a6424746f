import MusicContract
import SDUIContract
import SDUIServer

/// A composer's complete works in catalogue order: a `lazyList` of the
/// first page that names the next (`MusicRoutes.completeWorksPages`), so
/// the screen stays the same size however long the catalogue is.
enum CompleteWorksScreen {
    static func build(_ composer: Composer?, firstRows: [CatalogueWork], id: String, request: ScreenRequest) async throws -> Screen {
        guard let composer else { throw APIError.notFound("There is no composer '\(id)'.") }
        let page = try await rows(firstRows, composer: id, request: request)
        return Screen(
            id: "complete-works-\(composer.id)", title: "Complete works", header: MusicHeaders.composer(composer),
            sections: [
                Section(id: "works", heading: SectionHeading(title: composer.fullName), components: [
                    Component(id: "works-list", content: LazyListComponent(children: page.components, nextPage: page.next)),
                ]),
            ],
            analytics: AnalyticsMetadata(screenName: "complete-works", properties: ["composer": composer.id]))
    }

    /// One page: `fetched` holds up to one row more than a page, which says that another page follows.
    static func page(_ fetched: [CatalogueWork]) -> PageRows {
        let shown = Array(fetched.prefix(PageRequest.rowsPerPage))
        let more = fetched.count > shown.count
        return PageRows(components: shown.map(row), nextAfter: more ? shown.last.map { [String($0.number)] } : nil)
    }

    private static func rows(_ fetched: [CatalogueWork], composer: String,
                             request: ScreenRequest) async throws -> (components: [Component], next: PageLink?) {
        let page = page(fetched)
        guard let after = page.nextAfter else { return (page.components, nil) }
        return (page.components, try await request.nextPage(MusicRoutes.completeWorksPages.path(composer), after: after))
    }

    static func row(_ work: CatalogueWork) -> Component {
        Component(id: "work-\(work.composerID)-\(work.number)", content: DetailRowComponent(title: work.title, subtitle: work.label))
    }
}
