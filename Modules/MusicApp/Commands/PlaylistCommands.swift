import Foundation
import MusicContract
import SDUIContract
import SDUIServer

/// Favourites and new playlists, the music app's remote commands.
struct PlaylistCommands: Sendable {
    static let maximumNameLength = 60
    let store: any MusicStore

    /// Sets the favourite to the payload's `favourite` (the heart sends the
    /// value it wants, so a repeated tap cannot undo itself); without one,
    /// as sent by screens from before the heart, it adds.
    func favourite(_ body: FavouriteInput, _ request: CommandRequest) async throws -> CommandResult {
        guard body.favourite ?? true else { return try await unfavourite(PlaylistInput(playlist: body.playlist), request) }
        let playlist = try await existingPlaylist(body.playlist)
        try await store.addFavourite(playlist: playlist.id, owner: try OwnerKey.required(request.screen))
        return .done(.init(patch: Self.heart(of: playlist, favourite: true), toast: Self.toast("Added “\(playlist.title)” to favourites")))
    }

    /// The heart follows the `favourite` state key: setting it is the whole change.
    static func heart(of playlist: Playlist, favourite: Bool) -> Patch {
        Patch(screen: MusicRoutes.playlist.path(playlist.id), operations: [], state: ["favourite": .bool(favourite)])
    }

    /// The heart's news: the filled heart already shows the change, so a
    /// toast says it in passing (a client without toasts is sent it as the
    /// result's `message`).
    static func toast(_ message: String) -> ShowToastAction {
        ShowToastAction(message: message, duration: 3)
    }

    func unfavourite(_ body: PlaylistInput, _ request: CommandRequest) async throws -> CommandResult {
        let playlist = try await existingPlaylist(body.playlist)
        try await store.removeFavourite(playlist: playlist.id, owner: try OwnerKey.required(request.screen))
        return .done(.init(patch: Self.heart(of: playlist, favourite: false), toast: Self.toast("Removed “\(playlist.title)” from favourites")))
    }

    /// First step of creating a playlist: ask for its name (only of someone
    /// who can own one, so nobody types a name to be refused after).
    func new(_: NoInput, _ request: CommandRequest) async throws -> CommandResult {
        _ = try OwnerKey.required(request.screen)
        return .requestInput(InputRequest(
            prompt: "Name of the new playlist", input: .text(placeholder: "My playlist"),
            submit: InputSubmission(url: APIRoute.command(MusicRoutes.createPlaylist).path(version: request.screen.version.number),
                                    answerKey: "name")))
    }

    /// Second step: the name arrives under `name`.
    func create(_ body: CreatePlaylistInput, _ request: CommandRequest) async throws -> CommandResult {
        let name = body.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return .error(message: "Give the playlist a name.") }
        guard name.count <= Self.maximumNameLength else {
            return .error(message: "Playlist names are at most \(Self.maximumNameLength) characters.")
        }
        let playlist = Playlist(id: "p-\(RandomToken.make().prefix(10).lowercased())", ownerKey: try OwnerKey.required(request.screen),
                                title: name, description: nil)
        try await store.createPlaylist(playlist)
        return .done(.init(message: "Created “\(name)”", refresh: true))
    }

    /// First step of adding a track to one's own playlist: which one?
    func addTrack(_ body: PlaylistInput, _ request: CommandRequest) async throws -> CommandResult {
        let playlist = try await ownPlaylist(body.playlist, request)
        let tracks = try await store.tracksToAdd(playlist: playlist.id, limit: 12)
        guard !tracks.isEmpty else { return .error(message: "Every track is in this playlist already.") }
        return .requestInput(InputRequest(
            prompt: "Add which track to “\(playlist.title)”?",
            input: .choice(options: tracks.map { InputOption(title: $0.title, value: $0.id) }),
            submit: InputSubmission(url: APIRoute.command(MusicRoutes.appendTrack).path(version: request.screen.version.number),
                                    payload: ["playlist": .string(playlist.id)], answerKey: "track")))
    }

    /// Second step: appends the track under `track` and answers a patch that
    /// adds its row after the last one (or puts the list where "no tracks" was).
    func appendTrack(_ body: AppendTrackInput, _ request: CommandRequest) async throws -> CommandResult {
        let playlist = try await ownPlaylist(body.playlist, request)
        let track = body.track
        let owner = try OwnerKey.required(request.screen)
        guard let before = try await store.playlistPage(id: playlist.id, owner: owner) else {
            throw APIError.notFound("There is no playlist '\(playlist.id)'.")
        }
        guard try await store.addTrack(track, toPlaylist: playlist.id) else {
            return .error(message: "That track is in the playlist already, or does not exist.")
        }
        guard let after = try await store.playlistPage(id: playlist.id, owner: owner), let added = after.tracks.last else {
            return .done(.init(message: "Added to “\(playlist.title)”", refresh: true))
        }
        let operation: PatchOperation = if let last = before.tracks.last {
            .insertAfter(id: TrackRows.component(last, api: request.api).id, components: [TrackRows.component(added, api: request.api)])
        } else {
            .replace(id: PlaylistScreen.empty.id, component: PlaylistScreen.trackList(after.tracks, api: request.api))
        }
        return .done(.init(message: "Added “\(added.title)” to “\(playlist.title)”",
                           patch: Patch(screen: MusicRoutes.playlist.path(playlist.id), operations: [operation])))
    }

    /// The playlist named in the body, when it is the caller's own.
    private func ownPlaylist(_ id: String, _ request: CommandRequest) async throws -> Playlist {
        let owner = try OwnerKey.required(request.screen)
        let playlist = try await existingPlaylist(id)
        guard playlist.ownerKey == owner else {
            throw APIError(.forbidden, code: "not_your_playlist", message: "Only your own playlists take new tracks.")
        }
        return playlist
    }

    private func existingPlaylist(_ id: String) async throws -> Playlist {
        guard let playlist = try await store.playlist(id: id) else {
            throw APIError.notFound("There is no playlist '\(id)'.")
        }
        return playlist
    }
}
