import SDUI

/// The screens a client keeps for when the network is gone, listed on the
/// offline page (PostNL and Primephonic download that page while online).
///
/// The server decides whether and where the list goes: a section of the
/// offline page with the id `kept-screens` (its heading, and what it holds
/// when nothing is kept, are the server's, in the user's language). The
/// client fills it with one row per kept screen, the most recently stored
/// first, each opening the screen at its path, which then shows its kept copy.
public enum KeptScreens {
    /// The id of the offline page's section the client fills.
    public static let sectionID = "kept-screens"
    /// Rows at most: the screens last visited, not the whole cache.
    public static let limit = 8
    /// URLs looked through to find them (the cache also keeps the widget and the offline page).
    static let scanned = 40

    /// One row per screen: its title, and its path to open.
    static func rows(_ screens: [(path: ScreenPath, screen: Screen)]) -> [Component] {
        screens.enumerated().map { position, kept in
            let title = kept.screen.title ?? kept.screen.header?.title ?? kept.path.description
            return Component(id: "\(sectionID)-\(position)", content: DetailRowComponent(
                title: title, subtitle: kept.screen.header?.subtitle,
                primaryAction: .navigate(NavigateAction(to: kept.path))))
        }
    }
}
