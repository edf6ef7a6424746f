import SDUIContract

/// `favourite`: the playlist, and the heart's wish (absent, as from screens
/// from before the heart: add).
public struct FavouriteInput: CommandInput {
    public let playlist: String
    public let favourite: Bool?
}

/// `unfavourite` and `playlists/add-track`: the playlist.
public struct PlaylistInput: CommandInput {
    public let playlist: String

    public init(playlist: String) { self.playlist = playlist }
}

/// `playlists/create`: the name the user typed (the input's answer).
public struct CreatePlaylistInput: CommandInput {
    public let name: String
}

/// `playlists/append-track`: the playlist and the track the user chose.
public struct AppendTrackInput: CommandInput {
    public let playlist: String
    public let track: String
}
