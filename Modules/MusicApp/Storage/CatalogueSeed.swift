/// The composers' complete works for the demo: a few thousand catalogue
/// entries made from each catalogue's ranges of genres, so the "Complete
/// works" lists are long enough to page through (Bach alone has 1,128).
enum CatalogueSeed {
    /// A catalogue: its prefix, its length, and genre names by first number.
    struct Catalogue {
        let composerID: String
        let prefix: String
        let count: Int
        let genres: [(from: Int, name: String)]
    }

    static let catalogues: [Catalogue] = [
        Catalogue(composerID: "bach", prefix: "BWV", count: 1128, genres: [
            (1, "Cantata"), (225, "Motet"), (232, "Mass"), (244, "Passion"), (250, "Chorale"), (525, "Organ work"),
            (772, "Keyboard work"), (995, "Lute work"), (1001, "Chamber work"), (1041, "Concerto"), (1072, "Canon"),
        ]),
        Catalogue(composerID: "mozart", prefix: "K.", count: 626, genres: [
            (1, "Minuet"), (16, "Symphony"), (50, "Opera"), (100, "Serenade"), (175, "Piano concerto"), (279, "Piano sonata"),
            (300, "Violin sonata"), (385, "Symphony"), (387, "String quartet"), (414, "Piano concerto"), (492, "Opera"),
            (525, "Serenade"), (550, "Symphony"), (581, "Quintet"), (588, "Opera"), (622, "Concerto"), (626, "Requiem"),
        ]),
        Catalogue(composerID: "beethoven", prefix: "Op.", count: 138, genres: [
            (1, "Piano trio"), (2, "Piano sonata"), (18, "String quartet"), (21, "Symphony"), (37, "Piano concerto"),
            (55, "Symphony"), (61, "Violin concerto"), (72, "Opera"), (73, "Piano concerto"), (92, "Symphony"),
            (106, "Piano sonata"), (123, "Mass"), (125, "Symphony"), (127, "String quartet"), (136, "Cantata"),
        ]),
        Catalogue(composerID: "bernstein", prefix: "No.", count: 60, genres: [
            (1, "Song"), (12, "Symphony"), (20, "Musical"), (35, "Ballet"), (45, "Choral work"), (55, "Chamber work"),
        ]),
    ]

    static var works: [CatalogueWork] {
        catalogues.flatMap { catalogue in
            (1...catalogue.count).map { number in
                let genre = catalogue.genres.last(where: { $0.from <= number })?.name ?? "Work"
                return CatalogueWork(composerID: catalogue.composerID, number: number, label: "\(catalogue.prefix) \(number)",
                                     title: "\(genre) \(catalogue.prefix) \(number)")
            }
        }
    }
}
