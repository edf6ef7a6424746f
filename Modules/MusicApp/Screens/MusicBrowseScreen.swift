import PlayerContract
import SDUIContract
import SDUIServer

/// The music app's browse screen: a promoted playlist, a carousel of the
/// top composers, playlists as tiles, and recent albums.
enum MusicBrowseScreen {
    static func build(_ catalogue: MusicCatalogue) -> Screen {
        let (composers, playlists, albums) = (catalogue.composers, catalogue.playlists, catalogue.albums)
        var sections: [Section] = []
        if let promoted = playlists.first {
            sections.append(Section(id: "promoted", components: [
                Component(id: "promoted-banner", content: ImageBannerComponent(
                    // The server's own picture (Content/images), whichever playlist is promoted.
                    image: ImageReference(url: "/images/playlist-banner.jpg", accessibilityLabel: promoted.title),
                    title: promoted.title, action: MusicHeaders.navigateToPlaylist(promoted)),
                    // Half of it on screen for 800 ms, once per view: an impression for analytics (§8.6).
                    visibilityActions: [VisibilityAction(id: "promoted-seen", actions: [])]),
            ]))
        }
        sections.append(Section(id: "composers", components: [
            Component(id: "top-composers", content: CarouselComponent(itemType: "composer", look: .portrait, title: "Top composers", items: composers.map { composer in
                CarouselItem(title: composer.name, subtitle: MusicHeaders.lifespan(composer),
                             image: ImageReference(url: MusicHeaders.small(composer.imageURL)),
                             action: MusicHeaders.navigateToComposer(composer))
            })),
        ]))
        sections.append(Section(id: "playlists", components: [
            Component(id: "playlist-grid", content: GridComponent(header: "Playlists", columns: 2, components: playlists.map { playlist in
                Component(id: "playlist-\(playlist.id)", content: ExploreTileComponent(
                    // The server's own picture, so the demo draws it without the internet.
                    image: ImageReference(url: "/images/playlist-banner.jpg", accessibilityLabel: playlist.title),
                    title: playlist.title, subtitle: playlist.description, action: MusicHeaders.navigateToPlaylist(playlist)))
            })),
        ]))
        sections.append(Section(id: "albums", heading: SectionHeading(title: "Albums"), components: albums.map(ComposerScreen.albumRow)))
        sections.append(Section(id: "player", components: [Component(id: "mini-player", content: MiniPlayerComponent())]))
        return Screen(id: "music", title: "Music", sections: sections, analytics: AnalyticsMetadata(screenName: "musicBrowse"))
    }
}
