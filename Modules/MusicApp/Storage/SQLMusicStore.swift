import SDUIServer

/// `MusicStore` written once in SQL, for SQLite and PostgreSQL alike.
public struct SQLMusicStore: MusicStore {
    let database: any SQLDatabase

    public init(_ database: any SQLDatabase) {
        self.database = database
    }

    private static let composerColumns = "id, name, fullName, born, died, biography, imageURL, popularity"
    private static let albumColumns = "id, composerID, title, artist, year, imageURL"
    private static let playlistColumns = "playlist.id, playlist.ownerKey, playlist.title, playlist.description"
    private static let trackColumns = "track.id, track.albumID, track.position, track.title, track.subtitle, track.duration"

    private static func composer(_ row: SQLRow) throws -> Composer {
        Composer(id: try row.text(0), name: try row.text(1), fullName: try row.text(2), born: try row.int(3),
                 died: try row.optionalInt(4), biography: try row.text(5), imageURL: try row.text(6), popularity: try row.int(7))
    }

    private static func album(_ row: SQLRow) throws -> Album {
        Album(id: try row.text(0), composerID: try row.text(1), title: try row.text(2), artist: try row.text(3),
              year: try row.int(4), imageURL: try row.text(5))
    }

    private static func playlist(_ row: SQLRow) throws -> Playlist {
        Playlist(id: try row.text(0), ownerKey: try row.optionalText(1), title: try row.text(2), description: try row.optionalText(3))
    }

    private static func track(_ row: SQLRow) throws -> Track {
        Track(id: try row.text(0), albumID: try row.text(1), position: try row.int(2), title: try row.text(3),
              subtitle: try row.optionalText(4), duration: try row.int(5))
    }

    public func catalogue() async throws -> MusicCatalogue {
        MusicCatalogue(
            composers: try await database.query("SELECT \(Self.composerColumns) FROM composer ORDER BY popularity DESC")
                .map(Self.composer),
            playlists: try await database.query(
                "SELECT \(Self.playlistColumns) FROM playlist WHERE ownerKey IS NULL ORDER BY title").map(Self.playlist),
            albums: try await database.query("SELECT \(Self.albumColumns) FROM album ORDER BY year DESC").map(Self.album))
    }

    public func composer(id: String) async throws -> ComposerPage? {
        guard let composer = try await database.query("SELECT \(Self.composerColumns) FROM composer WHERE id = ?", [.text(id)])
            .first.map(Self.composer) else { return nil }
        let works = try await database.query(
            "SELECT id, composerID, title, subtitle, recordings FROM work WHERE composerID = ? ORDER BY recordings DESC", [.text(id)]
        ).map { row in
            Work(id: try row.text(0), composerID: try row.text(1), title: try row.text(2), subtitle: try row.optionalText(3),
                 recordings: try row.int(4))
        }
        let albums = try await database.query(
            "SELECT \(Self.albumColumns) FROM album WHERE composerID = ? ORDER BY year", [.text(id)]).map(Self.album)
        return ComposerPage(composer: composer, works: works, albums: albums)
    }

    public func album(id: String) async throws -> AlbumPage? {
        guard let album = try await database.query("SELECT \(Self.albumColumns) FROM album WHERE id = ?", [.text(id)])
            .first.map(Self.album) else { return nil }
        let tracks = try await database.query(
            "SELECT \(Self.trackColumns) FROM track WHERE albumID = ? ORDER BY position", [.text(id)]).map(Self.track)
        return AlbumPage(album: album, tracks: tracks)
    }

    public func playlist(id: String) async throws -> Playlist? {
        try await database.query("SELECT \(Self.playlistColumns) FROM playlist WHERE id = ?", [.text(id)]).first.map(Self.playlist)
    }

    public func playlistPage(id: String, owner: String?) async throws -> PlaylistPage? {
        guard let playlist = try await playlist(id: id) else { return nil }
        let tracks = try await database.query("""
            SELECT \(Self.trackColumns) FROM track JOIN playlistTrack ON playlistTrack.trackID = track.id
            WHERE playlistTrack.playlistID = ? ORDER BY playlistTrack.position
            """, [.text(id)]).map(Self.track)
        guard let owner else { return PlaylistPage(playlist: playlist, tracks: tracks, isFavourite: false) }
        let favourite = try await database.query(
            "SELECT count(*) FROM favourite WHERE ownerKey = ? AND playlistID = ?", [.text(owner), .text(id)])
        return PlaylistPage(playlist: playlist, tracks: tracks, isFavourite: try favourite.first?.integer(0) ?? 0 > 0)
    }

    public func catalogueWorks(composer: String, after: Int?, limit: Int) async throws -> [CatalogueWork] {
        // Keyset paging: the primary key (composerID, number) finds the start; no OFFSET to count through.
        try await database.query("""
            SELECT composerID, number, label, title FROM catalogueWork
            WHERE composerID = ? AND number > ? ORDER BY number LIMIT ?
            """, [.text(composer), .int(after ?? Int.min), .int(limit)]).map { row in
            CatalogueWork(composerID: try row.text(0), number: try row.int(1), label: try row.text(2), title: try row.text(3))
        }
    }

    public func favouritePlaylists(owner: String) async throws -> [Playlist] {
        try await database.query("""
            SELECT \(Self.playlistColumns) FROM playlist JOIN favourite ON favourite.playlistID = playlist.id
            WHERE favourite.ownerKey = ? ORDER BY playlist.title
            """, [.text(owner)]).map(Self.playlist)
    }

    public func ownPlaylists(owner: String) async throws -> [Playlist] {
        try await database.query("SELECT \(Self.playlistColumns) FROM playlist WHERE ownerKey = ? ORDER BY title", [.text(owner)])
            .map(Self.playlist)
    }

    public func addFavourite(playlist: String, owner: String) async throws {
        try await database.execute("INSERT INTO favourite (ownerKey, playlistID) VALUES (?, ?) ON CONFLICT DO NOTHING",
                                   [.text(owner), .text(playlist)])
    }

    public func removeFavourite(playlist: String, owner: String) async throws {
        try await database.execute("DELETE FROM favourite WHERE ownerKey = ? AND playlistID = ?", [.text(owner), .text(playlist)])
    }

    public func createPlaylist(_ playlist: Playlist) async throws {
        try await database.execute("INSERT INTO playlist (id, ownerKey, title, description) VALUES (?, ?, ?, ?)",
                                   [.text(playlist.id), .optional(playlist.ownerKey), .text(playlist.title), .optional(playlist.description)])
    }

    public func moveOwnership(from: String, to: String) async throws {
        // Three statements, each safe to repeat: should one fail, the next login moves the rest.
        try await database.execute("""
            INSERT INTO favourite (ownerKey, playlistID) SELECT ?, playlistID FROM favourite WHERE ownerKey = ?
            ON CONFLICT DO NOTHING
            """, [.text(to), .text(from)])
        try await database.execute("UPDATE playlist SET ownerKey = ? WHERE ownerKey = ?", [.text(to), .text(from)])
        try await database.execute("DELETE FROM favourite WHERE ownerKey = ?", [.text(from)])
    }

    public func tracksToAdd(playlist id: String, limit: Int) async throws -> [Track] {
        try await database.query("""
            SELECT \(Self.trackColumns) FROM track
            WHERE track.id NOT IN (SELECT trackID FROM playlistTrack WHERE playlistID = ?)
            ORDER BY track.albumID, track.position LIMIT ?
            """, [.text(id), .int(limit)]).map(Self.track)
    }

    public func addTrack(_ track: String, toPlaylist playlist: String) async throws -> Bool {
        // One statement: the check and the append cannot be split by another writer.
        let added = try await database.query("""
            INSERT INTO playlistTrack (playlistID, trackID, position)
            SELECT ?, ?, (SELECT COALESCE(MAX(position) + 1, 0) FROM playlistTrack WHERE playlistID = ?)
            WHERE NOT EXISTS (SELECT 1 FROM playlistTrack WHERE playlistID = ? AND trackID = ?)
            RETURNING trackID
            """, [.text(playlist), .text(track), .text(playlist), .text(playlist), .text(track)])
        return !added.isEmpty
    }
}
