import SDUI

extension Session {
    /// Loads the next page of list `listID` on the top screen and appends
    /// its rows. While it loads, the list's link says so (a renderer shows a
    /// loading row); when it fails, the link carries the reason (a row that
    /// retries) and the list keeps every row it had. Asking again while a page
    /// loads, or after the last page, does nothing.
    @discardableResult
    public func loadNextPage(ofList listID: String) async -> ActionOutcome {
        guard let top = stack.last, let screen = top.screen, var link = screen.nextPage(ofList: listID) else { return .cancelled }
        guard link.status != .loading else { return .cancelled }
        if let full = top.pages[listID]?.fullReason {
            link.status = .failed(full)
            await changePages(of: top.id, listID: listID) { $0?.next = link }
            return .failed(full)
        }
        let origin = top.pages[listID]?.origin ?? link.cursor
        link.status = .loading
        await changePages(of: top.id, listID: listID) { pages in
            if pages == nil { pages = LoadedPages(origin: origin) }
            pages?.next = link
        }
        var request = link
        request.status = .waiting
        let outcome: ActionOutcome
        do throws(LoadError) {
            let (page, bytes) = try await api.page(request)
            await changePages(of: top.id, listID: listID) { pages in
                pages?.rows += page.value.components
                pages?.count += 1
                pages?.bytes += bytes
                pages?.next = page.value.nextPage
            }
            if !page.diagnostics.isEmpty {
                await notifyObservers(.diagnosticsSeen(path: top.path, diagnostics: page.diagnostics))
            }
            outcome = .completed
        } catch {
            link.status = .failed(error.summary)
            await changePages(of: top.id, listID: listID) { $0?.next = link }
            outcome = .failed(error.description)
        }
        return outcome
    }

    /// Loads pages of every paged list on the top screen until each ends or
    /// `limit` pages were loaded into it in all (`sdui run --pages`).
    /// Returns how many pages this call loaded; a failure stops that list.
    @discardableResult
    public func loadPages(limit: Int) async -> Int {
        var loaded = 0
        var failed: Set<String> = []
        let before = stack.last?.pages.values.reduce(0) { $0 + $1.count } ?? 0
        while before + loaded < limit, let screen = stack.last?.screen,
              let listID = screen.pagedListIDs.first(where: { !failed.contains($0) }) {
            if case .completed = await loadNextPage(ofList: listID) {
                loaded += 1
            } else {
                failed.insert(listID)
            }
        }
        return loaded
    }

    /// Changes the pages of one list and redraws what that changed.
    private func changePages(of entryID: Int, listID: String, _ change: (inout LoadedPages?) -> Void) async {
        guard let before = entry(entryID) else { return }
        update(entryID: entryID) { change(&$0.pages[listID]) }
        await stateDidChange(entryID: entryID, from: before.screen)
    }
}
