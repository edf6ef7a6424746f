import MusicContract
import SDUIContract
import SDUIServer

/// A composer: header, popular works as detail rows, albums, biography.
enum ComposerScreen {
    static func build(_ page: ComposerPage?, id: String) throws(APIError) -> Screen {
        guard let page else { throw APIError.notFound("There is no composer '\(id)'.") }
        let (composer, works, albums) = (page.composer, page.works, page.albums)
        return Screen(
            id: "composer-\(composer.id)", title: composer.name, header: MusicHeaders.composer(composer),
            sections: [
                Section(id: "popular", heading: SectionHeading(title: "Popular works", button: TitledAction(
                    title: "Show all", action: .navigate(NavigateAction(to: MusicRoutes.completeWorks.path(composer.id))))),
                        components: works.map { work in
                            Component(id: "work-\(work.id)", content: DetailRowComponent(
                                addition: composer.fullName, title: work.title, subtitle: work.subtitle,
                                disclosureText: String(work.recordings),
                                primaryAction: albums.first.map(MusicHeaders.navigateToAlbum)))
                        }),
                Section(id: "albums", heading: SectionHeading(title: "Albums"), components: albums.map(albumRow)),
                Section(id: "biography", heading: SectionHeading(title: "Biography"), components: [
                    Component(id: "biography-text", content: TextComponent(
                        style: .body, paragraphs: composer.biography.split(separator: "\n").map(String.init))),
                ]),
            ],
            analytics: AnalyticsMetadata(screenName: "composer", properties: ["composer": composer.id]))
    }

    static func albumRow(_ album: Album) -> Component {
        Component(id: "album-\(album.id)", content: ArtworkRowComponent(
            image: ImageReference(url: MusicHeaders.small(album.imageURL)), title: album.artist, subtitle: album.title,
            description: String(album.year), action: MusicHeaders.navigateToAlbum(album)))
    }
}
