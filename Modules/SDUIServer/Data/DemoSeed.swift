import GRDB

/// The demo's data, inserted once by the `v1-seed` migration.
///
/// Small on purpose: enough rows that every screen has something real to
/// show and every flow (favourites, Scan & Go, login) can run end to end.
enum DemoSeed {
    /// The seeded user's credentials, documented in the README.
    static let demoEmail = "ada@example.com"
    static let demoPassword = "lovelace"
    /// A sent parcel registered for Scan & Go, so the flow can be tried with a typed code.
    static let scanAndGoParcel = "3SDEMO0001234"

    static func insert(into db: Database) throws {
        try UserRecord(id: 1, email: demoEmail, name: "Ada Lovelace",
                       passwordHash: PasswordHasher.hash(demoPassword)).insert(db)
        try insertParcels(db)
        try insertMusic(db)
    }

    private static func insertParcels(_ db: Database) throws {
        let parcels = [
            ParcelRecord(code: "3SABC1234567", ownerID: 1, direction: "incoming", counterpart: "Your Sports Shop",
                         address: "Keizersgracht 1, 1015 CJ Amsterdam", status: "On its way", expected: "Today 18:00 – 20:00",
                         delivered: false),
            ParcelRecord(code: "3SBOOK987654", ownerID: 1, direction: "incoming", counterpart: "The Book Corner",
                         address: "Keizersgracht 1, 1015 CJ Amsterdam", status: "Sorted at the depot", expected: "Tomorrow 09:00 – 12:00",
                         delivered: false),
            ParcelRecord(code: "3SHOME555001", ownerID: 1, direction: "incoming", counterpart: "Home & Garden",
                         address: "Keizersgracht 1, 1015 CJ Amsterdam", status: "Delivered", expected: nil, delivered: true),
            ParcelRecord(code: scanAndGoParcel, ownerID: 1, direction: "sent", counterpart: "Grace Hopper",
                         address: "Oudegracht 200, 3511 NR Utrecht", status: "Registered, not yet handed in", expected: nil,
                         delivered: false),
            ParcelRecord(code: "3SSENT000042", ownerID: 1, direction: "sent", counterpart: "Alan Turing",
                         address: "Witte de Withstraat 5, 3012 BL Rotterdam", status: "Delivered", expected: nil, delivered: true),
        ]
        for parcel in parcels { try parcel.insert(db) }
        let events: [(String, String, String)] = [
            ("3SABC1234567", "Mon 09:12", "Received by PostNL"),
            ("3SABC1234567", "Mon 21:40", "Sorted at the depot"),
            ("3SABC1234567", "Tue 07:55", "With the courier"),
            ("3SBOOK987654", "Tue 10:03", "Received by PostNL"),
            ("3SBOOK987654", "Tue 22:15", "Sorted at the depot"),
            ("3SHOME555001", "Fri 08:30", "Received by PostNL"),
            ("3SHOME555001", "Sat 14:02", "Delivered at the front door"),
            ("3SSENT000042", "Wed 16:20", "Handed in at Scan & Go"),
            ("3SSENT000042", "Thu 11:45", "Delivered"),
        ]
        for (code, time, description) in events {
            try ParcelEventRecord(id: nil, parcelCode: code, time: time, description: description).insert(db)
        }
        try LocationRecord(id: "AMS-01", name: "Amsterdam Centraal", address: "Stationsplein 15, Amsterdam").insert(db)
        try LocationRecord(id: "UTR-02", name: "Utrecht Neude", address: "Neude 11, Utrecht").insert(db)
    }

    private static func insertMusic(_ db: Database) throws {
        let composers = [
            ComposerRecord(id: "bach", name: "Bach", fullName: "Johann Sebastian Bach", born: 1685, died: 1750,
                           biography: "Johann Sebastian Bach was a German composer and musician of the late Baroque period.\nHe is known for instrumental compositions such as the Brandenburg Concertos and the Goldberg Variations.",
                           imageURL: "https://img.example/composers/bach.jpg", popularity: 100),
            ComposerRecord(id: "mozart", name: "Mozart", fullName: "Wolfgang Amadeus Mozart", born: 1756, died: 1791,
                           biography: "Wolfgang Amadeus Mozart was a prolific and influential composer of the Classical period.\nHe composed more than 800 works, including symphonies, concertos, chamber music and operas.",
                           imageURL: "https://img.example/composers/mozart.jpg", popularity: 95),
            ComposerRecord(id: "beethoven", name: "Beethoven", fullName: "Ludwig van Beethoven", born: 1770, died: 1827,
                           biography: "Ludwig van Beethoven was a German composer and pianist.\nHis works span the transition from the Classical period to the Romantic era.",
                           imageURL: "https://img.example/composers/beethoven.jpg", popularity: 98),
            ComposerRecord(id: "bernstein", name: "Bernstein", fullName: "Leonard Bernstein", born: 1918, died: 1990,
                           biography: "Leonard Bernstein was an American conductor, composer, pianist and music educator.\nHe wrote West Side Story, Candide and three symphonies.",
                           imageURL: "https://img.example/composers/bernstein.jpg", popularity: 80),
        ]
        for composer in composers { try composer.insert(db) }
        let works = [
            WorkRecord(id: "brandenburg", composerID: "bach", title: "Brandenburg Concertos", subtitle: "BWV 1046–1051", recordings: 412),
            WorkRecord(id: "goldberg", composerID: "bach", title: "Goldberg Variations", subtitle: "BWV 988", recordings: 388),
            WorkRecord(id: "cello-suites", composerID: "bach", title: "Cello Suites", subtitle: "BWV 1007–1012", recordings: 301),
            WorkRecord(id: "requiem", composerID: "mozart", title: "Requiem in D minor", subtitle: "K. 626", recordings: 350),
            WorkRecord(id: "magic-flute", composerID: "mozart", title: "The Magic Flute", subtitle: "K. 620", recordings: 214),
            WorkRecord(id: "moonlight", composerID: "beethoven", title: "Piano Sonata No.14 in C# minor", subtitle: "Op. 27/2 • “Moonlight”", recordings: 873),
            WorkRecord(id: "symphony-5", composerID: "beethoven", title: "Symphony No.5 in C minor", subtitle: "Op. 67", recordings: 612),
            WorkRecord(id: "west-side-story", composerID: "bernstein", title: "West Side Story", subtitle: nil, recordings: 258),
            WorkRecord(id: "candide", composerID: "bernstein", title: "Candide", subtitle: nil, recordings: 116),
            WorkRecord(id: "symphonic-dances", composerID: "bernstein", title: "Symphonic Dances", subtitle: nil, recordings: 70),
        ]
        for work in works { try work.insert(db) }
        let albums = [
            AlbumRecord(id: "brandenburg-1982", composerID: "bach", title: "Brandenburg Concertos", artist: "English Concert • Pinnock",
                        year: 1982, imageURL: "https://img.example/albums/brandenburg.jpg"),
            AlbumRecord(id: "goldberg-1981", composerID: "bach", title: "Goldberg Variations", artist: "Glenn Gould",
                        year: 1981, imageURL: "https://img.example/albums/goldberg.jpg"),
            AlbumRecord(id: "requiem-1986", composerID: "mozart", title: "Requiem", artist: "Wiener Philharmoniker • Karajan",
                        year: 1986, imageURL: "https://img.example/albums/requiem.jpg"),
            AlbumRecord(id: "moonlight-1970", composerID: "beethoven", title: "Piano Sonatas", artist: "Wilhelm Kempff",
                        year: 1970, imageURL: "https://img.example/albums/kempff.jpg"),
            AlbumRecord(id: "wss-1985", composerID: "bernstein", title: "West Side Story", artist: "Bernstein • Te Kanawa • Carreras",
                        year: 1985, imageURL: "https://img.example/albums/wss.jpg"),
        ]
        for album in albums { try album.insert(db) }
        let tracks: [(String, [(String, String?, Int)])] = [
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
        for (album, list) in tracks {
            for (index, track) in list.enumerated() {
                try TrackRecord(id: "\(album)-\(index)", albumID: album, position: index, title: track.0,
                                subtitle: track.1, duration: track.2).insert(db)
            }
        }
        try PlaylistRecord(id: "baroque-essentials", ownerKey: nil, title: "Baroque Essentials",
                           description: "The best of the Baroque era, from Bach to Bach.").insert(db)
        try PlaylistRecord(id: "late-night", ownerKey: nil, title: "Late Night Piano",
                           description: "Quiet piano music for the end of the day.").insert(db)
        let playlistTracks = [
            ("baroque-essentials", ["brandenburg-1982-0", "goldberg-1981-0", "brandenburg-1982-2", "goldberg-1981-1"]),
            ("late-night", ["moonlight-1970-0", "goldberg-1981-0", "moonlight-1970-1"]),
        ]
        for (playlist, trackIDs) in playlistTracks {
            for (index, track) in trackIDs.enumerated() {
                try PlaylistTrackRecord(playlistID: playlist, trackID: track, position: index).insert(db)
            }
        }
    }
}
