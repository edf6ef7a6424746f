import Foundation
import GRDB
import SDUI

/// Favourites and new playlists, the music app's remote commands.
enum PlaylistCommands {
    static let maximumNameLength = 60

    static func favourite(_ request: CommandRequest) async throws -> CommandResult {
        let playlist = try await existingPlaylist(request)
        let owner = request.owner
        try await request.database.write { db in
            try FavouriteRecord(ownerKey: owner, playlistID: playlist.id).insert(db, onConflict: .ignore)
        }
        return .done(.init(message: "Added “\(playlist.title)” to favourites", refresh: true))
    }

    static func unfavourite(_ request: CommandRequest) async throws -> CommandResult {
        let playlist = try await existingPlaylist(request)
        let owner = request.owner
        _ = try await request.database.write { db in
            try FavouriteRecord.deleteOne(db, key: ["ownerKey": owner, "playlistID": playlist.id])
        }
        return .done(.init(message: "Removed “\(playlist.title)” from favourites", refresh: true))
    }

    /// First step of creating a playlist: ask for its name.
    static func new(_ request: CommandRequest) async throws -> CommandResult {
        .requestInput(InputRequest(
            prompt: "Name of the new playlist", input: .text(placeholder: "My playlist"),
            submit: InputSubmission(url: "\(request.api)/commands/playlists/create", answerKey: "name")))
    }

    /// Second step: the name arrives under `name`.
    static func create(_ request: CommandRequest) async throws -> CommandResult {
        let name = try request.string("name").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return .error(message: "Give the playlist a name.") }
        guard name.count <= maximumNameLength else {
            return .error(message: "Playlist names are at most \(maximumNameLength) characters.")
        }
        let record = PlaylistRecord(id: "p-\(TokenService.makeToken().prefix(10).lowercased())", ownerKey: request.owner,
                                    title: name, description: nil)
        try await request.database.write { db in try record.insert(db) }
        return .done(.init(message: "Created “\(name)”", refresh: true))
    }

    private static func existingPlaylist(_ request: CommandRequest) async throws -> PlaylistRecord {
        let id = try request.string("playlist")
        guard let playlist = try await request.database.read({ db in try PlaylistRecord.fetchOne(db, key: id) }) else {
            throw APIError.notFound("There is no playlist '\(id)'.")
        }
        return playlist
    }
}
