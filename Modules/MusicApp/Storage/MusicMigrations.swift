import SDUIServer

/// The music tables and the demo catalogue, written once for every engine.
///
/// Both steps are idempotent (`IF NOT EXISTS`, `ON CONFLICT DO NOTHING`),
/// so a database made before the apps were split, when one migration
/// created every table, is taken over as it is.
enum MusicMigrations {
    static let schema = Migration(id: "music-1-schema") { db in
        try db.execute("""
            CREATE TABLE IF NOT EXISTS composer (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                fullName TEXT NOT NULL,
                born INTEGER NOT NULL,
                died INTEGER,
                biography TEXT NOT NULL,
                imageURL TEXT NOT NULL,
                popularity INTEGER NOT NULL
            )
            """)
        try db.execute("""
            CREATE TABLE IF NOT EXISTS work (
                id TEXT PRIMARY KEY,
                composerID TEXT NOT NULL REFERENCES composer(id),
                title TEXT NOT NULL,
                subtitle TEXT,
                recordings INTEGER NOT NULL
            )
            """)
        try db.execute("""
            CREATE TABLE IF NOT EXISTS album (
                id TEXT PRIMARY KEY,
                composerID TEXT NOT NULL REFERENCES composer(id),
                title TEXT NOT NULL,
                artist TEXT NOT NULL,
                year INTEGER NOT NULL,
                imageURL TEXT NOT NULL
            )
            """)
        try db.execute("""
            CREATE TABLE IF NOT EXISTS track (
                id TEXT PRIMARY KEY,
                albumID TEXT NOT NULL REFERENCES album(id),
                position INTEGER NOT NULL,
                title TEXT NOT NULL,
                subtitle TEXT,
                duration INTEGER NOT NULL
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
                position INTEGER NOT NULL,
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
            try db.execute("""
                INSERT INTO composer (id, name, fullName, born, died, biography, imageURL, popularity)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                """, [.text(composer.id), .text(composer.name), .text(composer.fullName), .int(composer.born),
                      .optional(composer.died), .text(composer.biography), .text(composer.imageURL), .int(composer.popularity)])
        }
        for work in MusicSeed.works {
            try db.execute("""
                INSERT INTO work (id, composerID, title, subtitle, recordings) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                """, [.text(work.id), .text(work.composerID), .text(work.title), .optional(work.subtitle), .int(work.recordings)])
        }
        for album in MusicSeed.albums {
            try db.execute("""
                INSERT INTO album (id, composerID, title, artist, year, imageURL) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                """, [.text(album.id), .text(album.composerID), .text(album.title), .text(album.artist), .int(album.year),
                      .text(album.imageURL)])
        }
        for track in MusicSeed.tracks {
            try db.execute("""
                INSERT INTO track (id, albumID, position, title, subtitle, duration) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                """, [.text(track.id), .text(track.albumID), .int(track.position), .text(track.title),
                      .optional(track.subtitle), .int(track.duration)])
        }
        for playlist in MusicSeed.playlists {
            try db.execute("""
                INSERT INTO playlist (id, ownerKey, title, description) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING
                """, [.text(playlist.id), .optional(playlist.ownerKey), .text(playlist.title), .optional(playlist.description)])
        }
        for (playlist, trackIDs) in MusicSeed.playlistTracks {
            for (index, track) in trackIDs.enumerated() {
                try db.execute("""
                    INSERT INTO playlistTrack (playlistID, trackID, position) VALUES (?, ?, ?) ON CONFLICT DO NOTHING
                    """, [.text(playlist), .text(track), .int(index)])
            }
        }
    }
}
