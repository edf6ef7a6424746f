import GRDB
import SDUIServerSQLite

/// `MusicStore` over the server's SQLite database (GRDB).
public struct SQLiteMusicStore: MusicStore {
    let database: SQLiteDatabase

    public init(_ database: SQLiteDatabase) {
        self.database = database
    }

    public func catalogue() async throws -> MusicCatalogue {
        try await database.read { db in
            MusicCatalogue(composers: try Composer.order(Column("popularity").desc).fetchAll(db),
                           playlists: try Playlist.filter(Column("ownerKey") == nil).order(Column("title")).fetchAll(db),
                           albums: try Album.order(Column("year").desc).fetchAll(db))
        }
    }

    public func composer(id: String) async throws -> ComposerPage? {
        try await database.read { db in
            guard let composer = try Composer.fetchOne(db, key: id) else { return nil }
            return ComposerPage(
                composer: composer,
                works: try Work.filter(Column("composerID") == id).order(Column("recordings").desc).fetchAll(db),
                albums: try Album.filter(Column("composerID") == id).order(Column("year")).fetchAll(db))
        }
    }

    public func album(id: String) async throws -> AlbumPage? {
        try await database.read { db in
            guard let album = try Album.fetchOne(db, key: id) else { return nil }
            return AlbumPage(album: album, tracks: try Track.filter(Column("albumID") == id).order(Column("position")).fetchAll(db))
        }
    }

    public func playlist(id: String) async throws -> Playlist? {
        try await database.read { db in try Playlist.fetchOne(db, key: id) }
    }

    public func playlistPage(id: String, owner: String) async throws -> PlaylistPage? {
        try await database.read { db in
            guard let playlist = try Playlist.fetchOne(db, key: id) else { return nil }
            let tracks = try Track.fetchAll(db, sql: """
                SELECT track.* FROM track JOIN playlistTrack ON playlistTrack.trackID = track.id
                WHERE playlistTrack.playlistID = ? ORDER BY playlistTrack.position
                """, arguments: [id])
            let favourite = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM favourite WHERE ownerKey = ? AND playlistID = ?)",
                                              arguments: [owner, id]) ?? false
            return PlaylistPage(playlist: playlist, tracks: tracks, isFavourite: favourite)
        }
    }

    public func favouritePlaylists(owner: String) async throws -> [Playlist] {
        try await database.read { db in
            try Playlist.fetchAll(db, sql: """
                SELECT playlist.* FROM playlist JOIN favourite ON favourite.playlistID = playlist.id
                WHERE favourite.ownerKey = ? ORDER BY playlist.title
                """, arguments: [owner])
        }
    }

    public func ownPlaylists(owner: String) async throws -> [Playlist] {
        try await database.read { db in try Playlist.filter(Column("ownerKey") == owner).order(Column("title")).fetchAll(db) }
    }

    public func addFavourite(playlist: String, owner: String) async throws {
        try await database.write { db in
            try db.execute(sql: "INSERT INTO favourite (ownerKey, playlistID) VALUES (?, ?) ON CONFLICT DO NOTHING",
                           arguments: [owner, playlist])
        }
    }

    public func removeFavourite(playlist: String, owner: String) async throws {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM favourite WHERE ownerKey = ? AND playlistID = ?", arguments: [owner, playlist])
        }
    }

    public func createPlaylist(_ playlist: Playlist) async throws {
        try await database.write { db in try playlist.insert(db) }
    }
}

extension Composer: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "composer"
}

extension Work: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "work"
}

extension Album: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "album"
}

extension Track: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "track"
}

extension Playlist: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "playlist"
}
