/// The demo's music catalogue, inserted once by `MusicMigrations.seed`.
///
/// Small on purpose: enough rows that every screen has something real to
/// show and favourites and playback can run end to end.
enum MusicSeed {
    static let composers: [Composer] = [
        Composer(id: "bach", name: "Bach", fullName: "Johann Sebastian Bach", born: 1685, died: 1750,
                       biography: "Johann Sebastian Bach was a German composer and musician of the late Baroque period.\nHe is known for instrumental compositions such as the Brandenburg Concertos and the Goldberg Variations.",
                       imageURL: "/images/composer-bach.jpg", popularity: 100),
        Composer(id: "mozart", name: "Mozart", fullName: "Wolfgang Amadeus Mozart", born: 1756, died: 1791,
                       biography: "Wolfgang Amadeus Mozart was a prolific and influential composer of the Classical period.\nHe composed more than 800 works, including symphonies, concertos, chamber music and operas.",
                       imageURL: "/images/composer-mozart.jpg", popularity: 95),
        Composer(id: "beethoven", name: "Beethoven", fullName: "Ludwig van Beethoven", born: 1770, died: 1827,
                       biography: "Ludwig van Beethoven was a German composer and pianist.\nHis works span the transition from the Classical period to the Romantic era.",
                       imageURL: "/images/composer-beethoven.jpg", popularity: 98),
        Composer(id: "bernstein", name: "Bernstein", fullName: "Leonard Bernstein", born: 1918, died: 1990,
                       biography: "Leonard Bernstein was an American conductor, composer, pianist and music educator.\nHe wrote West Side Story, Candide and three symphonies.",
                       imageURL: "/images/composer-bernstein.jpg", popularity: 80),
    ]

    static let works: [Work] = [
        Work(id: "brandenburg", composerID: "bach", title: "Brandenburg Concertos", subtitle: "BWV 1046–1051", recordings: 412),
        Work(id: "goldberg", composerID: "bach", title: "Goldberg Variations", subtitle: "BWV 988", recordings: 388),
        Work(id: "cello-suites", composerID: "bach", title: "Cello Suites", subtitle: "BWV 1007–1012", recordings: 301),
        Work(id: "requiem", composerID: "mozart", title: "Requiem in D minor", subtitle: "K. 626", recordings: 350),
        Work(id: "magic-flute", composerID: "mozart", title: "The Magic Flute", subtitle: "K. 620", recordings: 214),
        Work(id: "moonlight", composerID: "beethoven", title: "Piano Sonata No.14 in C# minor", subtitle: "Op. 27/2 • “Moonlight”", recordings: 873),
        Work(id: "symphony-5", composerID: "beethoven", title: "Symphony No.5 in C minor", subtitle: "Op. 67", recordings: 612),
        Work(id: "west-side-story", composerID: "bernstein", title: "West Side Story", subtitle: nil, recordings: 258),
        Work(id: "candide", composerID: "bernstein", title: "Candide", subtitle: nil, recordings: 116),
        Work(id: "symphonic-dances", composerID: "bernstein", title: "Symphonic Dances", subtitle: nil, recordings: 70),
    ]

    static let albums: [Album] = [
        Album(id: "brandenburg-1982", composerID: "bach", title: "Brandenburg Concertos", artist: "English Concert • Pinnock",
                    year: 1982, imageURL: "/images/album-brandenburg.jpg"),
        Album(id: "goldberg-1981", composerID: "bach", title: "Goldberg Variations", artist: "Glenn Gould",
                    year: 1981, imageURL: "/images/album-goldberg.jpg"),
        Album(id: "requiem-1986", composerID: "mozart", title: "Requiem", artist: "Wiener Philharmoniker • Karajan",
                    year: 1986, imageURL: "/images/album-requiem.jpg"),
        Album(id: "moonlight-1970", composerID: "beethoven", title: "Piano Sonatas", artist: "Wilhelm Kempff",
                    year: 1970, imageURL: "/images/album-kempff.jpg"),
        Album(id: "wss-1985", composerID: "bernstein", title: "West Side Story", artist: "Bernstein • Te Kanawa • Carreras",
                    year: 1985, imageURL: "/images/album-wss.jpg"),
    ]

    /// Per album, its tracks in order: title, subtitle, duration in seconds.
    static let albumTracks: [(String, [(String, String?, Int)])] = [
        ("brandenburg-1982", [("Concerto No. 1: Allegro", "Johann Sebastian Bach", 250),
                              ("Concerto No. 2: Allegro", "Johann Sebastian Bach", 295),
                              ("Concerto No. 3: Allegro", "Johann Sebastian Bach", 344)]),
        ("goldberg-1981", [("Aria", "Johann Sebastian Bach", 187), ("Variation 1", "Johann Sebastian Bach", 64),
                           ("Variation 2", "Johann Sebastian Bach", 51)]),
        ("requiem-1986", [("Introitus: Requiem aeternam", "Wolfgang Amadeus Mozart", 295),
                          ("Kyrie", "Wolfgang Amadeus Mozart", 161), ("Dies irae", "Wolfgang Amadeus Mozart", 109),
                          ("Lacrimosa", "Wolfgang Amadeus Mozart", 199)]),
        ("moonlight-1970", [("I. Adagio sostenuto", "Ludwig van Beethoven", 354), ("II. Allegretto", "Ludwig van Beethoven", 135),
                            ("III. Presto agitato", "Ludwig van Beethoven", 412)]),
        ("wss-1985", [("Prologue", "Leonard Bernstein", 233), ("Maria", "Leonard Bernstein", 178),
                      ("Tonight", "Leonard Bernstein", 236), ("America", "Leonard Bernstein", 277)]),
    ]

    static var tracks: [Track] {
        albumTracks.flatMap { album, list in
        list.enumerated().map { index, track in
            Track(id: "\(album)-\(index)", albumID: album, position: index, title: track.0, subtitle: track.1, duration: track.2)
        }
        }
    }

    static let playlists = [
        Playlist(id: "baroque-essentials", ownerKey: nil, title: "Baroque Essentials",
             description: "The best of the Baroque era, from Bach to Bach."),
        Playlist(id: "late-night", ownerKey: nil, title: "Late Night Piano",
             description: "Quiet piano music for the end of the day."),
    ]

    static let playlistTracks: [(String, [String])] = [
        ("baroque-essentials", ["brandenburg-1982-0", "goldberg-1981-0", "brandenburg-1982-2", "goldberg-1981-1"]),
        ("late-night", ["moonlight-1970-0", "goldberg-1981-0", "moonlight-1970-1"]),
    ]
}
