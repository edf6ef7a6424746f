import SDUI

/// The screens a client keeps for when the network is gone, listed on the
/// offline page (PostNL and Primephonic download that page while online).
///
/// The server decides whether and where the list goes: a section of the
/// offline page with the id `kept-screens` (its heading, and what it holds
/// when nothing is kept, are the server's, in the user's language). The
/// client fills it with one row per screen, each opening the screen at its
/// path, which then shows its kept copy: first the screens kept for offline
/// on request (`keepOffline`, `KeptScreenStore`), the most recently kept
/// first and marked as kept; then the last few seen, the most recently
/// stored first.
public enum KeptScreens {
    /// The id of the offline page's section the client fills.
    public static let sectionID = "kept-screens"
    /// Rows of recent screens at most: the screens last visited, not the whole cache
    /// (screens kept on request are all listed; `KeepLimits` bounds them).
    public static let limit = 8
    /// URLs looked through to find them (the cache also keeps the widget and the offline page).
    static let scanned = 40
    /// What a screen kept on request says under its title (the client's own words).
    public static let keptMark = "Kept for offline"

    /// `keptMark` in the language the client asks the server for, so it reads like the
    /// page around it (the demo speaks English and Dutch).
    public static func keptMark(in language: ClientLanguage?) -> String {
        language?.language == "nl" ? "Offline bewaard" : keptMark
    }

    /// One listed screen: where it is, its copy, and whether it was kept on request.
    struct Listed {
        let path: ScreenPath
        let screen: Screen
        let isKept: Bool
    }

    /// One row per screen: its title, and its path to open.
    static func rows(_ screens: [Listed], language: ClientLanguage? = nil) -> [Component] {
        let mark = keptMark(in: language)
        return screens.enumerated().map { position, listed in
            let title = listed.screen.title ?? listed.screen.header?.title ?? listed.path.description
            let subtitle = listed.screen.header?.subtitle
            let shown = listed.isKept ? [mark, subtitle].compactMap { $0 }.joined(separator: " · ") : subtitle
            return Component(id: "\(sectionID)-\(position)", content: DetailRowComponent(
                title: title, subtitle: shown,
                primaryAction: .navigate(NavigateAction(to: listed.path))))
        }
    }
}
