import MusicContract
import SDUIContract

/// Headers of music screens, built in one place because they are sent
/// twice: in the screen itself and ahead of it in the `navigate` action's
/// `prefetched` part, which must show exactly what the screen will.
enum MusicHeaders {
    static func composer(_ composer: Composer) -> Header {
        Header(title: composer.fullName, subtitle: "Composer \(lifespan(composer))",
               image: ImageReference(url: composer.imageURL, lowResolutionURL: small(composer.imageURL),
                                     accessibilityLabel: "Portrait of \(composer.fullName)"))
    }

    static func album(_ album: Album) -> Header {
        Header(title: album.title, subtitle: "\(album.artist) • \(album.year)",
               image: ImageReference(url: album.imageURL, lowResolutionURL: small(album.imageURL)))
    }

    static func playlist(_ playlist: Playlist) -> Header {
        Header(title: playlist.title, subtitle: playlist.description)
    }

    static func lifespan(_ composer: Composer) -> String {
        composer.died.map { "\(composer.born) – \($0)" } ?? "born \(composer.born)"
    }

    /// The low-resolution variant, the same URL a carousel item uses, so it is often cached already.
    static func small(_ url: String) -> String {
        url.hasSuffix(".jpg") ? String(url.dropLast(4)) + "-small.jpg" : url
    }

    static func navigateToComposer(_ composer: Composer) -> Action {
        .navigate(NavigateAction(to: MusicRoutes.composer.path(composer.id), presentation: .push,
                                 prefetched: PrefetchedScreen(title: composer.name, header: MusicHeaders.composer(composer))))
    }

    static func navigateToAlbum(_ album: Album) -> Action {
        .navigate(NavigateAction(to: MusicRoutes.album.path(album.id), presentation: .push,
                                 prefetched: PrefetchedScreen(title: album.title, header: MusicHeaders.album(album))))
    }

    static func navigateToPlaylist(_ playlist: Playlist) -> Action {
        .navigate(NavigateAction(to: MusicRoutes.playlist.path(playlist.id), presentation: .push,
                                 prefetched: PrefetchedScreen(title: playlist.title, header: MusicHeaders.playlist(playlist))))
    }
}
