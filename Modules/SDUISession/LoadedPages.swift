import SDUI

/// The pages a client loaded into one list of a screen: kept beside the
/// screen as the server sent it and applied over it each time it is shown
/// (resolved again for a new state, revalidated), so loaded rows survive
/// both. They are dropped when the list's own first link changes (the server
/// sent another first page), since they continued that one.
public struct LoadedPages: Sendable, Equatable {
    /// The cursor of the link the list arrived with.
    public let origin: String
    /// Every row loaded after the list's own, in order.
    public internal(set) var rows: [Component] = []
    /// Pages loaded so far.
    public internal(set) var count = 0
    /// Bytes of the pages' bodies as they arrived.
    public internal(set) var bytes = 0

    /// Rows one list takes from pages at most: a server that never ends a
    /// list cannot grow the client without bound.
    public static let maximumRows = 100_000
    /// Bytes of page bodies one list takes at most.
    public static let maximumBytes = 64 << 20

    /// Why the list takes no more pages, when it is full.
    var fullReason: String? {
        if rows.count >= Self.maximumRows { return "the list holds \(rows.count) rows, the most this client keeps" }
        if bytes >= Self.maximumBytes { return "the list's pages came to \(bytes) bytes, the most this client keeps" }
        return nil
    }
    /// The link to the page after them (carrying the client's status), nil after the last page.
    public internal(set) var next: PageLink?

    /// The screen with these rows appended to list `listID` and its link
    /// replaced; unchanged when the list is gone or now starts elsewhere.
    func apply(to screen: Screen, listID: String) -> Screen {
        guard screen.nextPage(ofList: listID)?.cursor == origin else { return screen }
        return screen.changingList(listID) { listRows, link in
            listRows += rows
            link = next
        }
    }
}
