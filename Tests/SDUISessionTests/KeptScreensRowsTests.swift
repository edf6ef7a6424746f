import SDUI
@testable import SDUISession
import Testing

/// The offline page's rows: a screen kept on request says so under its title
/// (before its own subtitle), in the language the client asks for; a recent
/// screen shows its subtitle alone; each row opens its screen's path.
@Suite("Kept screens: the offline page's rows")
struct KeptScreensRowsTests {
    static func screen(_ title: String, subtitle: String?) -> Screen {
        Screen(id: title, title: title, header: Header(title: title, subtitle: subtitle), sections: [])
    }

    @Test("kept first, marked; recent after, unmarked; Dutch when the client asks for it")
    func rows() throws {
        let listed = [
            KeptScreens.Listed(path: "albums/a", screen: Self.screen("A", subtitle: "Pinnock"), isKept: true),
            KeptScreens.Listed(path: "albums/b", screen: Self.screen("B", subtitle: nil), isKept: true),
            KeptScreens.Listed(path: "music", screen: Self.screen("Music", subtitle: "Browse"), isKept: false),
        ]
        let rows = KeptScreens.rows(listed).compactMap { $0.content as? DetailRowComponent }
        #expect(rows.map(\.title) == ["A", "B", "Music"])
        #expect(rows.map(\.subtitle) == ["Kept for offline · Pinnock", "Kept for offline", "Browse"])
        #expect(rows.map(\.primaryAction) == ["albums/a", "albums/b", "music"].map { .navigate(NavigateAction(to: $0)) })
        #expect(KeptScreens.rows(listed).map(\.id) == ["kept-screens-0", "kept-screens-1", "kept-screens-2"])

        let dutch = KeptScreens.rows(listed, language: ClientLanguage("nl_NL.UTF-8")).compactMap { $0.content as? DetailRowComponent }
        #expect(dutch.map(\.subtitle) == ["Offline bewaard · Pinnock", "Offline bewaard", "Browse"])
    }
}
