import Foundation
import KeepOfflineContract
import MusicContract
import PlayerContract
import SDUIContract
import SDUIServer

/// The Primephonic-style music app: browse, composers, albums, playlists,
/// favourites, the track lists a `play` action loads, and the music part of
/// the profile. Reads and writes its data only through a `MusicStore`.
///
/// ```swift
/// try registry.install(MusicApp(store: SQLMusicStore(database)))
/// ```
public struct MusicApp: ServerApp {
    public let name = "Music"
    public let store: any MusicStore

    public init(store: any MusicStore) {
        self.store = store
    }

    public func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
        let store = store
        registry.contract(PlayerWireTypes.all)
        // The album menu offers keep for offline (a client feature; the clip has no cache).
        registry.contract(KeepOfflineWireTypes.all)
        try registry.theme(MusicTheme.theme)
        try registry.migration(MusicMigrations.schema)
        try registry.migration(MusicMigrations.seed)
        try registry.migration(MusicMigrations.catalogue)
        // Every music screen reads only these tables, so each is rendered
        // once per data version (and per user where favourites show).
        try registry.dataSet(MusicMigrations.dataSet)
        try registry.migration(MusicMigrations.catalogueCounted)
        try registry.migration(MusicMigrations.localPictures)

        let shared = RenderReuse.untilChanged([MusicMigrations.dataSet.name])
        try registry.screen(MusicRoutes.browse, reuse: shared) { _, _ in MusicBrowseScreen.build(try await store.catalogue()) }
        try registry.screen(MusicRoutes.composer, reuse: shared) { _, id in
            try ComposerScreen.build(try await store.composer(id: id), id: id)
        }
        try registry.screen(MusicRoutes.completeWorks, reuse: shared) { request, id in
            let first = try await store.catalogueWorks(composer: id, after: nil, limit: PageRequest.rowsPerPage + 1)
            return try await CompleteWorksScreen.build(try await store.composer(id: id)?.composer, firstRows: first, id: id, request: request)
        }
        try registry.page(MusicRoutes.completeWorksPages, reuse: shared) { request, id in
            guard request.after.count == 1, let after = Int(request.after[0]) else { return nil }
            return CompleteWorksScreen.page(try await store.catalogueWorks(composer: id, after: after, limit: PageRequest.rowsPerPage + 1))
        }
        try registry.screen(MusicRoutes.album, reuse: shared) { request, id in
            try AlbumScreen.build(try await store.album(id: id), id: id, api: request.api)
        }
        try registry.screen(MusicRoutes.playlist, reuse: .untilChanged([MusicMigrations.dataSet.name], perUser: true)) { request, id in
            let page = try await store.playlistPage(id: id, owner: OwnerKey.of(request))
            return try PlaylistScreen.build(page, id: id, request: request)
        }

        // The queue a `play` action's `tracksMetadataURL` names.
        try registry.endpoint(MusicRoutes.albumTracks) { _, id in
            try .json(encoding: AlbumScreen.trackList(try await store.album(id: id), id: id))
        }

        let commands = PlaylistCommands(store: store)
        try registry.command(MusicRoutes.favourite, commands.favourite)
        try registry.command(MusicRoutes.unfavourite, commands.unfavourite)
        try registry.command(MusicRoutes.newPlaylist, commands.new)
        try registry.command(MusicRoutes.createPlaylist, commands.create)
        try registry.command(MusicRoutes.addTrack, commands.addTrack)
        try registry.command(MusicRoutes.appendTrack, commands.appendTrack)

        try registry.deepLink(MusicLinks.composer) { captures, _ in
            captures["id"].flatMap { DeepLinkRule.isPlainName($0) ? MusicRoutes.composer.path($0) : nil }
        }
        try registry.deepLink(MusicLinks.playlist) { captures, _ in
            captures["id"].flatMap { DeepLinkRule.isPlainName($0) ? MusicRoutes.playlist.path($0) : nil }
        }
    }

    /// A guest logged in on `installID`: its favourites join the user's and
    /// its playlists become the user's, and the guest's set is left empty, so
    /// what a person did before logging in is kept, once. For the accounts
    /// app's login (`AccountsApp.onSignIn`).
    public func adoptGuest(_ user: AuthenticatedUser, installID: String) async throws {
        try await store.moveOwnership(from: OwnerKey.guest(installID: installID), to: OwnerKey.user(user))
    }

    /// The music part of a user's profile (favourite and own playlists), for
    /// the accounts app's profile screen.
    public func profileSections(_ request: ScreenRequest, _ user: AuthenticatedUser) async throws -> [Section] {
        let owner = OwnerKey.user(user)
        return ProfilePlaylists.sections(favourites: try await store.favouritePlaylists(owner: owner),
                                         own: try await store.ownPlaylists(owner: owner))
    }
}
