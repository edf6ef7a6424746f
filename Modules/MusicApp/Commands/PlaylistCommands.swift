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
    func favourite(_ request: CommandRequest) async throws -> CommandResult {
        guard try request.optionalBool("favourite") ?? true else { return try await unfavourite(request) }
        let playlist = try await existingPlaylist(request)
        try await store.addFavourite(playlist: playlist.id, owner: OwnerKey.of(request.screen.user))
        return .done(.init(message: "Added “\(playlist.title)” to favourites", refresh: true))
    }

    func unfavourite(_ request: CommandRequest) async throws -> CommandResult {
        let playlist = try await existingPlaylist(request)
        try await store.removeFavourite(playlist: playlist.id, owner: OwnerKey.of(request.screen.user))
        return .done(.init(message: "Removed “\(playlist.title)” from favourites", refresh: true))
    }

    /// First step of creating a playlist: ask for its name.
    func new(_ request: CommandRequest) async throws -> CommandResult {
        .requestInput(InputRequest(
            prompt: "Name of the new playlist", input: .text(placeholder: "My playlist"),
            submit: InputSubmission(url: APIRoute.command(MusicRoutes.createPlaylist).path(version: request.screen.version.number),
                                    answerKey: "name")))
    }

    /// Second step: the name arrives under `name`.
    func create(_ request: CommandRequest) async throws -> CommandResult {
        let name = try request.string("name").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return .error(message: "Give the playlist a name.") }
        guard name.count <= Self.maximumNameLength else {
            return .error(message: "Playlist names are at most \(Self.maximumNameLength) characters.")
        }
        let playlist = Playlist(id: "p-\(RandomToken.make().prefix(10).lowercased())", ownerKey: OwnerKey.of(request.screen.user),
                                title: name, description: nil)
        try await store.createPlaylist(playlist)
        return .done(.init(message: "Created “\(name)”", refresh: true))
    }

    private func existingPlaylist(_ request: CommandRequest) async throws -> Playlist {
        let id = try request.string("playlist")
        guard let playlist = try await store.playlist(id: id) else {
            throw APIError.notFound("There is no playlist '\(id)'.")
        }
        return playlist
    }
}
