import TerminalUI
import SDUI
import SDUISession

/// Draws a navigation entry in any of its phases: the loaded screen; while
/// loading, the prefetched title and header with a spinner below, so a tap
/// never lands on a blank page; after a failure, the error and how to retry.
public struct EntryRenderer: Sendable {
    public let screens: ScreenRenderer
    /// Said under a screen that failed because nothing answered at the
    /// server's address: what to start, or where else to point the client.
    public let connectionHelp: String?
    /// Lists every diagnostic of a loaded screen under it (JSON path and
    /// reason): what an author previewing a screen needs, and a user does not.
    public let listsDiagnostics: Bool

    public init(screens: ScreenRenderer, connectionHelp: String? = nil, listsDiagnostics: Bool = false) {
        self.screens = screens
        self.connectionHelp = connectionHelp
        self.listsDiagnostics = listsDiagnostics
    }

    /// The client's own words, in the person's language (the screen renderer's).
    var texts: UITexts { screens.texts }

    public static let offlineCopyNotice = "Offline: this is the copy from your last visit. Press r to try again."
    public static let retryHint = "Press R to retry, Esc to go back."
    public static let unsupportedVersionNotice = "The server no longer answers this client's API version (HTTP 410)."

    /// - Parameters:
    ///   - state: the state to draw with, when it differs from the entry's (edits not yet confirmed).
    ///   - lazyRows: how much of each lazy list to lay out; nil: all of it.
    ///   - closes: the entry is a full-screen presentation's own screen (a close marker, not a back one).
    public func render(_ entry: NavigationEntry, state: ScreenState? = nil, width: Int, focus: FocusState = .none,
                       canGoBack: Bool = false, closes: Bool = false, spinnerTick: Int = 0, cache: LayoutCache? = nil,
                       lazyRows: LazyRows? = nil) -> RenderedDocument {
        let theme = screens.theme
        switch entry.phase {
        case .loaded(let load):
            let notice: String? = switch load.source {
            case .offlineCopy: texts(Self.offlineCopyNotice)
            case .unsupportedVersion: texts(Self.unsupportedVersionNotice)
            case .network, .notModified, .offlinePage: nil
            }
            // The screen as it reads in the state drawn (a field being typed
            // into may not be in the entry's state yet).
            let decoded = state.flatMap { entry.decoded(in: $0) } ?? entry.decoded ?? load.decoded
            var document = screens.render(decoded.value, state: state ?? entry.state, width: width, focus: focus,
                                          droppedCount: decoded.droppedCount,
                                          chrome: ScreenRenderer.Chrome(canGoBack: canGoBack, closes: closes, offline: load.isOffline, notice: notice),
                                          cache: cache, lazyRows: lazyRows)
            if listsDiagnostics { document.body += diagnosticLines(decoded.diagnostics, width: width, focus: focus) }
            return document
        case .loading(let prefetched):
            var body = prefetchedBody(prefetched, width: width)
            body.append(RenderedLine("\(Spinner.frame(spinnerTick)) \(texts("Loading…"))", style: theme.secondary))
            return document(title: prefetched?.title, body: body, width: width, canGoBack: canGoBack, closes: closes, focus: focus)
        case .failed(let error, let prefetched):
            var body = prefetchedBody(prefetched, width: width)
            let inner = max(1, width - ScreenRenderer.gutter - Box.horizontalChrome)
            var message = Paragraph.lines(error.description, width: inner)
            if let connectionHelp, case .transport(.cannotConnect) = error {
                message.append(.blank)
                message += Paragraph.lines(connectionHelp, width: inner)
            }
            message.append(.blank)
            message.append(RenderedLine(texts(Self.retryHint), style: theme.title))
            body += Box.frame(message, width: width - ScreenRenderer.gutter, title: texts("Could not load this screen"),
                              titleStyle: theme.error, style: theme.error)
            return document(title: prefetched?.title, body: body, width: width, canGoBack: canGoBack, closes: closes, focus: focus)
        }
    }

    /// "Diagnostics (2)" and one paragraph per diagnostic, or "No diagnostics".
    private func diagnosticLines(_ diagnostics: [Diagnostic], width: Int, focus: FocusState) -> [RenderedLine] {
        let theme = screens.theme
        let inner = max(1, width - ScreenRenderer.gutter)
        var lines: [RenderedLine] = [.blank]
        guard !diagnostics.isEmpty else {
            lines.append(RenderedLine(texts("No diagnostics"), style: theme.secondary))
            return screens.addGutter(lines, focus: focus)
        }
        lines.append(RenderedLine(texts("Diagnostics ({count})", ["count": String(diagnostics.count)]), style: theme.heading))
        for diagnostic in diagnostics {
            lines += Paragraph.lines("• \(diagnostic)", width: inner, style: theme.secondary)
        }
        return screens.addGutter(lines, focus: focus)
    }

    private func prefetchedBody(_ prefetched: PrefetchedScreen?, width: Int) -> [RenderedLine] {
        guard let header = prefetched?.header else { return [] }
        return HeaderBlock.lines(header, width: width - ScreenRenderer.gutter, theme: screens.theme, assets: screens.assets,
                                pictures: screens.pictures) + [.blank]
    }

    private func document(title: String?, body: [RenderedLine], width: Int, canGoBack: Bool, closes: Bool,
                          focus: FocusState) -> RenderedDocument {
        let titleBar = TitleBar.lines(title: title, navigationBar: nil, canGoBack: canGoBack, closes: closes, offline: false,
                                      width: width, theme: screens.theme, focus: focus)
        return RenderedDocument(titleBar: titleBar, body: screens.addGutter(body, focus: focus))
    }
}
