import TerminalUI
import SDUI
import SDUISession

/// Composes the frame: the top screen (or a sheet over the screen that
/// presented it), then dialogs, then the accessories' rows (a now-playing
/// bar; none while a full-screen presentation is open), then the status line.
extension AppController {
    /// Exactly `size.rows` lines, each at most `size.columns` wide.
    mutating func compose(size: TerminalSize) -> [RenderedLine] {
        self.size = size
        let width = max(12, size.columns)
        let height = max(3, size.rows)
        // The accessories' rows never take the last two rows of the screen's own.
        let covered = StackPlace.isCovered(state.stack)
        let footer = covered ? [] : accessoryFooter(width: width, maxRows: max(0, height - 3))
        let screenHeight = height - 1 - footer.count
        var rows: [RenderedLine]
        if let top = state.top {
            if top.presentation == .sheet, state.stack.count >= 2 {
                rows = composeSheet(top, width: width, height: screenHeight)
            } else {
                let document = prepare(top, width: width, height: screenHeight)
                rows = page(document, entryID: top.id, height: screenHeight, highlight: true)
            }
        } else {
            rows = [RenderedLine("  \(Spinner.frame(state.tick)) \(texts("Starting…"))", style: theme.secondary)]
        }
        while rows.count < screenHeight { rows.append(.blank) }
        rows = Array(rows.prefix(screenHeight)).map { $0.fitted(to: width) }

        noteSeen(coveredByDialog: state.alerts.first != nil || state.prompt != nil || state.menu != nil)
        rows = drawDialogs(over: rows, width: width)
        rows += footer.map { $0.fitted(to: width) }
        let busy = state.tasksInFlight > 0 && state.prompt == nil
        rows.append(StatusLine.line(mode: state.mode, busy: busy, tick: state.tick, width: width, theme: theme, texts: texts,
                                    accessoryHints: covered ? [] : accessoryHints, toast: state.toast?.text).fitted(to: width))
        return rows
    }

    /// Every accessory's rows, in the app's order, at most `maxRows`.
    private func accessoryFooter(width: Int, maxRows: Int) -> [RenderedLine] {
        let rows = state.accessories.keys.sorted().flatMap { index in
            state.accessories[index]?.footer?.lines(width: width, theme: theme) ?? []
        }
        return Array(rows.prefix(maxRows))
    }

    /// The key reminders of the accessories whose rows show.
    private var accessoryHints: [String] {
        state.accessories.keys.sorted().compactMap { index in
            guard let update = state.accessories[index], update.footer != nil else { return nil }
            return update.hint
        }
    }

    /// Rounds of lazy-list extension one frame may do (each doubles the rows).
    static let maximumLazyExtensions = 8

    /// Renders the focused entry, fixing the focus when it is missing, and remembers the document.
    private mutating func prepare(_ entry: NavigationEntry, width: Int, height: Int) -> RenderedDocument {
        var document = render(entry, width: width, focused: true)
        documentWidth = width
        bodyHeight = max(1, height - document.titleBar.count)
        var viewport = state.viewports[entry.id] ?? Viewport()
        viewport.clamp(height: bodyHeight, contentHeight: document.body.count)
        // A lazy list whose end is within a screen of the view lays out more rows first.
        for _ in 0..<Self.maximumLazyExtensions {
            let near = viewport.offset..<min(document.body.count, viewport.offset + 2 * bodyHeight)
            let lists = document.body[near].flatMap(\.anchors).compactMap(\.showMoreListID)
            guard !lists.isEmpty else { break }
            for id in lists { state.lazyRows[entry.id, default: LazyRows()].extend(id) }
            document = render(entry, width: width, focused: true)
        }
        state.viewports[entry.id] = viewport
        requestPages(near: viewport, in: document, entry: entry)

        let targets = document.focusTargets
        let current = state.focus[entry.id]
        if current == nil || !targets.contains(where: { $0.id == current }) {
            let navigator = FocusNavigator(document: document, height: bodyHeight)
            let chosen = entry.screen == nil ? nil : navigator.initialFocus(viewport: viewport)
            state.focus[entry.id] = chosen
            if case .editing = state.mode { state.mode = .browsing }
            if chosen != current { document = render(entry, width: width, focused: true) }
        }
        self.document = document
        return document
    }

    /// A list whose next page is within two screens below the view asks the
    /// server for it (once per cursor; after a failure, Enter on its row retries).
    private mutating func requestPages(near viewport: Viewport, in document: RenderedDocument, entry: NavigationEntry) {
        let reach = viewport.offset..<min(document.body.count, viewport.offset + 3 * bodyHeight)
        guard !reach.isEmpty, let screen = entry.screen else { return }
        for id in document.body[reach].flatMap(\.anchors).compactMap(\.nextPageListID) {
            guard let link = screen.nextPage(ofList: id), link.status == .waiting,
                  state.requestedPages.insert(link.cursor).inserted else { continue }
            state.pageRequests.append(id)
        }
    }

    /// What this frame shows of the top screen's tracked components (§8.6):
    /// the rows of each within the body rows on screen (scrolled, the
    /// terminal's size), or nothing under a dialog.
    private mutating func noteSeen(coveredByDialog: Bool) {
        guard let top = state.top else { return }
        let offset = state.viewports[top.id]?.offset ?? 0
        let shares = coveredByDialog ? [:] : document.visibleShares(in: offset..<offset + bodyHeight)
        state.seen = SeenReport(entryID: top.id, shares: shares)
    }

    /// The last frame's report when it differs from the one taken before
    /// (nothing for screens without impressions); the run loop sends it to the session.
    mutating func takeSeenReport() -> SeenReport? {
        guard let seen = state.seen, seen != state.reportedSeen,
              !(seen.shares.isEmpty && (state.reportedSeen?.shares.isEmpty ?? true)) else { return nil }
        state.reportedSeen = seen
        return seen
    }

    /// The lists to load a next page of, found while composing; the run loop takes them.
    mutating func takePageRequests() -> [String] {
        defer { state.pageRequests.removeAll() }
        return state.pageRequests
    }

    /// The title bar, then the body from the entry's scroll position.
    private func page(_ document: RenderedDocument, entryID: Int, height: Int, highlight: Bool) -> [RenderedLine] {
        let titleBar = Array(document.titleBar.prefix(height))
        let bodyRows = max(0, height - titleBar.count)
        let offset = state.viewports[entryID]?.offset ?? 0
        var rows = titleBar
        let end = min(document.body.count, offset + bodyRows)
        if offset < end {
            for index in offset..<end {
                var line = document.body[index]
                if highlight, index == state.searchMatch { line = line.styled(theme.matched) }
                rows.append(line)
            }
        }
        return rows
    }

    /// A sheet: the presenting screen dimmed, and the sheet framed over it, indented.
    private mutating func composeSheet(_ sheet: NavigationEntry, width: Int, height: Int) -> [RenderedLine] {
        let presenting = state.stack[state.stack.count - 2]
        let background = render(presenting, width: width, focused: false)
        var rows = page(background, entryID: presenting.id, height: height, highlight: false)
            .map { $0.withoutAnchors.styled(theme.secondary) }
        while rows.count < height { rows.append(.blank) }

        let margin = width >= 60 ? 4 : 1
        let boxWidth = width - 2 * margin
        let boxTop = min(1, max(0, height - 4))
        let available = max(1, height - boxTop - 2)
        let document = prepare(sheet, width: boxWidth - Box.horizontalChrome, height: available)
        // As tall as the sheet's content (at least a few rows), at most the screen.
        let innerHeight = min(available, max(6, document.titleBar.count + document.body.count + 1))
        var content = page(document, entryID: sheet.id, height: innerHeight, highlight: true)
        while content.count < innerHeight { content.append(.blank) }
        let box = Box.frame(content, width: boxWidth, border: .double, style: theme.border)
        for (offset, line) in box.enumerated() where boxTop + offset < rows.count {
            rows[boxTop + offset] = rows[boxTop + offset].overlaid(with: line, at: margin, width: boxWidth)
        }
        return rows
    }

    private func drawDialogs(over rows: [RenderedLine], width: Int) -> [RenderedLine] {
        var rows = rows
        let dialogWidth = Dialogs.width(for: width)
        var box: [RenderedLine]?
        if let alert = state.alerts.first {
            box = Dialogs.alert(alert, width: dialogWidth, theme: theme, texts: texts)
        } else if let prompt = state.prompt {
            box = Dialogs.prompt(prompt, width: dialogWidth, theme: theme, texts: texts)
        } else if let menu = state.menu {
            box = Dialogs.menu(menu, width: dialogWidth, theme: theme, texts: texts)
        }
        if let box {
            let top = max(0, (rows.count - box.count) / 2)
            let left = max(0, (width - dialogWidth) / 2)
            for (offset, line) in box.enumerated() where top + offset < rows.count {
                rows[top + offset] = rows[top + offset].overlaid(with: line, at: left, width: dialogWidth)
            }
        }
        if let message = state.message {
            let toast = Dialogs.message(message.text, width: dialogWidth, theme: theme)
            let toastWidth = toast.first?.width ?? dialogWidth
            let top = max(0, rows.count - toast.count)
            let left = max(0, (width - toastWidth) / 2)
            for (offset, line) in toast.enumerated() where top + offset < rows.count {
                rows[top + offset] = rows[top + offset].overlaid(with: line, at: left, width: toastWidth)
            }
        }
        return rows
    }
}
