import SDUIContract

/// The music app's screens and commands, declared once: the server's
/// `MusicApp` registers its builders and handlers against them, and every
/// link to them (its own screens', a client's, a test's) is made from them.
public enum MusicRoutes {
    /// Browse: composers, albums and playlists.
    public static let browse = ScreenRoute<Void>("music")
    /// A composer's page, by the composer's id (`hildegard`).
    public static let composer = ScreenRoute<String>("composers/{id}")
    /// A composer's complete works, in catalogue order, paged.
    public static let completeWorks = ScreenRoute<String>("composers/{id}/works")
    /// The pages of the complete works after the first (`GET /v{n}/pages/composers/{id}/works?cursor=…`).
    public static let completeWorksPages = ScreenRoute<String>("composers/{id}/works")
    /// An album's tracks, by the album's id.
    public static let album = ScreenRoute<String>("albums/{id}")
    /// A playlist's tracks, by the playlist's id; per user (favourites show).
    public static let playlist = ScreenRoute<String>("playlists/{id}")

    /// An album's tracks as a `play` action's queue (`{"tracks": [PlayableTrack]}`): its `tracksMetadataURL`.
    public static let albumTracks = EndpointRoute<String>(.get, "albums/{id}/tracks")

    /// Adds a playlist to the user's favourites (`{"playlist": id}`).
    public static let favourite = CommandRoute<FavouriteInput>("favourite")
    /// Removes a playlist from the user's favourites (`{"playlist": id}`).
    public static let unfavourite = CommandRoute<PlaylistInput>("unfavourite")
    /// Asks for a new playlist's name.
    public static let newPlaylist = CommandRoute<NoInput>("playlists/new")
    /// Creates a playlist with the name given (`{"name": …}`).
    public static let createPlaylist = CommandRoute<CreatePlaylistInput>("playlists/create")
    /// Asks which track to add to one's own playlist (`{"playlist": id}`).
    public static let addTrack = CommandRoute<PlaylistInput>("playlists/add-track")
    /// Appends the chosen track (`{"playlist": id, "track": id}`); answers a patch with its row.
    public static let appendTrack = CommandRoute<AppendTrackInput>("playlists/append-track")
}
