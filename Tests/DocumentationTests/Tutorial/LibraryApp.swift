import SDUIContract
import SDUIServer

/// The library's screens, declared once: the server registers against them,
/// and links are made from them, so a link cannot name a screen that does not exist.
public enum LibraryRoutes {
    public static let home = ScreenRoute<Void>("home")
    public static let book = ScreenRoute<String>("books/{id}")
}

/// A small library: a home screen listing the books, and a screen for each book.
public struct LibraryApp: ServerApp {
    public let name = "Library"
    /// The books by id; an app that keeps data reads them through a store instead.
    let books = ["dune": "Dune", "emma": "Emma"]

    public init() {}

    public func register(into registry: inout AppRegistry) throws(AppRegistrationError) {
        let books = self.books
        // The books never change: each screen is rendered once and sent again from then on.
        try registry.screen(LibraryRoutes.home, reuse: .untilChanged([])) { _, _ in
            let rows = books.sorted { $0.key < $1.key }.map { id, title in
                Component(id: id, content: DetailRowComponent(
                    title: title, primaryAction: .navigate(NavigateAction(to: LibraryRoutes.book.path(id)))))
            }
            return Screen(id: "home", title: "Library", sections: [
                Section(id: "books", heading: SectionHeading(title: "Books"), components: rows),
            ])
        }
        try registry.screen(LibraryRoutes.book, reuse: .untilChanged([])) { _, id in
            guard let title = books[id] else { throw APIError.notFound("There is no book '\(id)'.") }
            return Screen(id: "book-\(id)", title: title, sections: [
                Section(id: "about", components: [
                    Component(id: "shelf", content: TextComponent(paragraphs: ["\(title) is on the shelf."])),
                ]),
            ])
        }
    }
}
