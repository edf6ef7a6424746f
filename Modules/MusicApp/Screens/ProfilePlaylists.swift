import SDUIContract
import SDUIServer

/// The music part of a user's profile: their favourite and their own
/// playlists. The accounts app draws the profile and asks for these
/// sections; the two apps meet only through the entry point's wiring.
enum ProfilePlaylists {
    static func sections(favourites: [Playlist], own: [Playlist]) -> [Section] {
        func rows(_ playlists: [Playlist], prefix: String, empty: String) -> [Component] {
            guard !playlists.isEmpty else {
                return [Component(id: "\(prefix)-empty", content: TextComponent(style: .footnote, paragraphs: [empty]))]
            }
            return playlists.map { playlist in
                Component(id: "\(prefix)-\(playlist.id)", content: DetailRowComponent(
                    title: playlist.title, subtitle: playlist.description, primaryAction: MusicHeaders.navigateToPlaylist(playlist)))
            }
        }
        return [
            Section(id: "favourites", heading: SectionHeading(title: "Favourite playlists"),
                    components: rows(favourites, prefix: "favourite", empty: "No favourites yet.")),
            Section(id: "own", heading: SectionHeading(title: "Your playlists"),
                    components: rows(own, prefix: "own", empty: "You have not made a playlist yet.")),
        ]
    }
}
