/// What the browse screen shows, read together so the three lists agree.
public struct MusicCatalogue: Sendable, Equatable {
    /// Most popular first.
    public var composers: [Composer]
    /// Editorial playlists (no owner), by title.
    public var playlists: [Playlist]
    /// Newest first.
    public var albums: [Album]

    public init(composers: [Composer], playlists: [Playlist], albums: [Album]) {
        self.composers = composers
        self.playlists = playlists
        self.albums = albums
    }
}

/// A composer with the works (most recorded first) and albums (oldest first) their page lists.
public struct ComposerPage: Sendable, Equatable {
    public var composer: Composer
    public var works: [Work]
    public var albums: [Album]

    public init(composer: Composer, works: [Work], albums: [Album]) {
        self.composer = composer
        self.works = works
        self.albums = albums
    }
}

/// An album and its tracks in order.
public struct AlbumPage: Sendable, Equatable {
    public var album: Album
    public var tracks: [Track]

    public init(album: Album, tracks: [Track]) {
        self.album = album
        self.tracks = tracks
    }
}

/// A playlist, its tracks in order, and whether the asking owner marked it favourite.
public struct PlaylistPage: Sendable, Equatable {
    public var playlist: Playlist
    public var tracks: [Track]
    public var isFavourite: Bool

    public init(playlist: Playlist, tracks: [Track], isFavourite: Bool) {
        self.playlist = playlist
        self.tracks = tracks
        self.isFavourite = isFavourite
    }
}
