/// Every question the music screens and commands ask of the data, and the
/// changes the commands make.
///
/// Builders and commands are functions of these answers only, so they run
/// the same in SQL for SQLite and PostgreSQL (`SQLMusicStore`), or a test's
/// in-memory store. A missing row is `nil`, never an error: the screen
/// decides what a missing album means (a 404 with its name).
public protocol MusicStore: Sendable {
    func catalogue() async throws -> MusicCatalogue
    func composer(id: String) async throws -> ComposerPage?
    /// Up to `limit` entries of a composer's complete works after catalogue
    /// number `after` (from the start when nil), in catalogue order.
    func catalogueWorks(composer: String, after: Int?, limit: Int) async throws -> [CatalogueWork]
    func album(id: String) async throws -> AlbumPage?
    func playlist(id: String) async throws -> Playlist?
    /// The playlist with its tracks, and whether `owner` marked it favourite
    /// (never, for nil: a client that is nobody).
    func playlistPage(id: String, owner: String?) async throws -> PlaylistPage?
    /// Playlists `owner` marked favourite, by title.
    func favouritePlaylists(owner: String) async throws -> [Playlist]
    /// Playlists `owner` made, by title.
    func ownPlaylists(owner: String) async throws -> [Playlist]
    /// Adding a favourite twice is harmless.
    func addFavourite(playlist: String, owner: String) async throws
    /// Removing one that is not there is harmless.
    func removeFavourite(playlist: String, owner: String) async throws
    func createPlaylist(_ playlist: Playlist) async throws
    /// Gives everything `from` owns to `to`: favourites join `to`'s (one
    /// already there stays one), playlists change owner, and `from` is left
    /// with nothing. Running it again changes nothing.
    func moveOwnership(from: String, to: String) async throws
    /// Tracks that could be added to playlist `id` (not in it yet), at most `limit`, by album and position.
    func tracksToAdd(playlist id: String, limit: Int) async throws -> [Track]
    /// Appends a track to a playlist; false when it is there already (nothing changes).
    func addTrack(_ track: String, toPlaylist playlist: String) async throws -> Bool
}
