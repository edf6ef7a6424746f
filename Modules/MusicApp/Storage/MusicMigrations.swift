import SDUIServer

/// The music tables and the demo catalogue, written once for every engine.
///
/// Both steps are idempotent (`IF NOT EXISTS`, `ON CONFLICT DO NOTHING`),
/// so a database made before the apps were split, when one migration
/// created every table, is taken over as it is.
enum MusicMigrations {
    /// Every table a music screen reads.
    static let dataSet = DataSet("music", tables: ["composer", "work", "album", "track", "playlist", "playlistTrack", "favourite",
                                                   "catalogueWork"])

    /// The complete works, paged by `(composerID, number)` (the primary key is the keyset index).
    static let catalogue = Migration(id: "music-3-catalogue") { db in
        try db.execute("""
            CREATE TABLE IF NOT EXISTS catalogueWork (
                composerID TEXT NOT NULL REFERENCES composer(id),
                number \(db.dialect.integer) NOT NULL,
                label TEXT NOT NULL,
                title TEXT NOT NULL,
                PRIMARY KEY (composerID, number)
            )
            """)
        for work in CatalogueSeed.works {
            try db.insertIfAbsent(into: "catalogueWork", [
                "composerID": .text(work.composerID), "number": .int(work.number), "label": .text(work.label), "title": .text(work.title),
            ])
        }
    }

    /// Counts the catalogue's changes on databases whose music data set was made before it.
    static let catalogueCounted = dataSet.migration(id: "music-4-catalogue-counted", addingTables: ["catalogueWork"])

    /// The catalogue's pictures from the demo server itself (`Content/images`), in place of
    /// the unreachable `img.example` ones the first seed named, so the demo draws them offline.
    /// Only a row still holding the first seed's address is changed.
    static let localPictures = Migration(id: "music-5-local-pictures") { db in
        for composer in MusicSeed.composers {
            try db.execute("UPDATE composer SET imageURL = ? WHERE id = ? AND imageURL LIKE 'https://img.example/%'",
                           [.text(composer.imageURL), .text(composer.id)])
        }
        for album in MusicSeed.albums {
            try db.execute("UPDATE album SET imageURL = ? WHERE id = ? AND imageURL LIKE 'https://img.example/%'",
                           [.text(album.imageURL), .text(album.id)])
        }
    }

    static let schema = Migration(id: "music-1-schema") { db in
        try db.execute("""
            CREATE TABLE IF NOT EXISTS composer (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                fullName TEXT NOT NULL,
                born \(db.dialect.integer) NOT NULL,
                died \(db.dialect.integer),
                biography TEXT NOT NULL,
                imageURL TEXT NOT NULL,
                popularity \(db.dialect.integer) NOT NULL
            )
            """)
        try db.execute("""
            CREATE TABLE IF NOT EXISTS work (
                id TEXT PRIMARY KEY,
                composerID TEXT NOT NULL REFERENCES composer(id),
                title TEXT NOT NULL,
                subtitle TEXT,
                recordings \(db.dialect.integer) NOT NULL
            )
            """)
        try db.execute("""
            CREATE TABLE IF NOT EXISTS album (
                id TEXT PRIMARY KEY,
                composerID TEXT NOT NULL REFERENCES composer(id),
                title TEXT NOT NULL,
                artist TEXT NOT NULL,
                year \(db.dialect.integer) NOT NULL,
                imageURL TEXT NOT NULL
            )
            """)
        try db.execute("""
            CREATE TABLE IF NOT EXISTS track (
                id TEXT PRIMARY KEY,
                albumID TEXT NOT NULL REFERENCES album(id),
                position \(db.dialect.integer) NOT NULL,
                title TEXT NOT NULL,
                subtitle TEXT,
                duration \(db.dialect.integer) NOT NULL
            )
            """)
        try db.execute("""
            CREATE TABLE IF NOT EXISTS playlist (
                id TEXT PRIMARY KEY,
                ownerKey TEXT,
                title TEXT NOT NULL,
                description TEXT
            )
            """)
        try db.execute("""
            CREATE TABLE IF NOT EXISTS playlistTrack (
                playlistID TEXT NOT NULL REFERENCES playlist(id) ON DELETE CASCADE,
                trackID TEXT NOT NULL REFERENCES track(id),
                position \(db.dialect.integer) NOT NULL,
                PRIMARY KEY (playlistID, position)
            )
            """)
        try db.execute("""
            CREATE TABLE IF NOT EXISTS favourite (
                ownerKey TEXT NOT NULL,
                playlistID TEXT NOT NULL REFERENCES playlist(id) ON DELETE CASCADE,
                PRIMARY KEY (ownerKey, playlistID)
            )
            """)
    }

    static let seed = Migration(id: "music-2-seed") { db in
        for composer in MusicSeed.composers {
            try db.insertIfAbsent(into: "composer", [
                "id": .text(composer.id), "name": .text(composer.name), "fullName": .text(composer.fullName),
                "born": .int(composer.born), "died": .optional(composer.died), "biography": .text(composer.biography),
                "imageURL": .text(composer.imageURL), "popularity": .int(composer.popularity),
            ])
        }
        for work in MusicSeed.works {
            try db.insertIfAbsent(into: "work", [
                "id": .text(work.id), "composerID": .text(work.composerID), "title": .text(work.title),
                "subtitle": .optional(work.subtitle), "recordings": .int(work.recordings),
            ])
        }
        for album in MusicSeed.albums {
            try db.insertIfAbsent(into: "album", [
                "id": .text(album.id), "composerID": .text(album.composerID), "title": .text(album.title),
                "artist": .text(album.artist), "year": .int(album.year), "imageURL": .text(album.imageURL),
            ])
        }
        for track in MusicSeed.tracks {
            try db.insertIfAbsent(into: "track", [
                "id": .text(track.id), "albumID": .text(track.albumID), "position": .int(track.position),
                "title": .text(track.title), "subtitle": .optional(track.subtitle), "duration": .int(track.duration),
            ])
        }
        for playlist in MusicSeed.playlists {
            try db.insertIfAbsent(into: "playlist", [
                "id": .text(playlist.id), "ownerKey": .optional(playlist.ownerKey), "title": .text(playlist.title),
                "description": .optional(playlist.description),
            ])
        }
        for (playlist, trackIDs) in MusicSeed.playlistTracks {
            for (index, track) in trackIDs.enumerated() {
                try db.insertIfAbsent(into: "playlistTrack", ["playlistID": .text(playlist), "trackID": .text(track), "position": .int(index)])
            }
        }
    }
}
