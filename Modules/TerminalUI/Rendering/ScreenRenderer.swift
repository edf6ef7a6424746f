import SDUI

/// Draws a whole screen for a width: title bar, header, sections with
/// their headings, every component through its registered renderer, and a
/// footer saying how many elements could not be shown.
///
/// Renderers are looked up in the `TerminalRegistry`, so a type with no
/// terminal renderer is simply left out and counted, together with the
/// elements the decoder dropped.
///
/// ```swift
/// let renderer = ScreenRenderer(registry: .core)
/// let document = renderer.render(decoded.value, state: ScreenState(decoded.value.initialState), width: 80,
///                                droppedCount: decoded.droppedCount)
/// print(document.plainText)
/// ```
public struct ScreenRenderer: Sendable {
    /// Columns left of the body for the focus marker.
    public static let gutter = 2
    public static let focusMarker = "›"

    /// The styles in use: the client's own palette, or the theme of the
    /// screen last drawn (`themed(_:)`).
    public private(set) var theme: Theme
    /// What the terminal draws on, which picks a theme's light or dark palette.
    public let background: TerminalBackground
    /// The server theme `theme` was made from; nil for the client's own palette.
    private var serverTheme: ScreenTheme?
    /// The styles of the last server theme drawn, shared by this renderer's
    /// copies: every frame of a themed screen draws with it again, and making
    /// a palette readable is arithmetic not worth repeating per frame.
    private let themes = ThemeMemo()
    /// The client's own words around the screen, in the person's language.
    public let texts: UITexts
    /// Pictures drawn in the terminal; nil draws placeholders.
    public let pictures: (any PictureSource)?
    /// The icons an image's `asset` may name: the core's and the looks'.
    public let assets: TerminalAssets
    let renderers: [TypeName: any ComponentRenderer]
    /// What the interactive app adds around every screen, from the same registry.
    public let accessories: [any TerminalAccessory]

    public init(registry: TerminalRegistry, background: TerminalBackground = .assumed, texts: UITexts = .english,
                pictures: (any PictureSource)? = nil) {
        self.pictures = pictures
        assets = registry.assets
        renderers = registry.renderers.mapValues(\.renderer)
        accessories = registry.accessories.map(\.accessory)
        self.background = background
        theme = Theme(palette: TerminalPalette(background: background))
        self.texts = texts
    }

    /// This renderer in a screen's theme (the same renderer when it is in it
    /// already): the palette for this background, made readable on it.
    public func themed(_ screenTheme: ScreenTheme?) -> ScreenRenderer {
        guard screenTheme != serverTheme else { return self }
        var copy = self
        copy.serverTheme = screenTheme
        copy.theme = themes.theme(for: screenTheme) { Theme(palette: TerminalPalette(theme: $0, background: background)) }
        return copy
    }

    /// What surrounds a screen's content.
    public struct Chrome: Sendable, Equatable {
        public var canGoBack: Bool
        /// The screen is a full-screen presentation's own: the title bar says Esc closes it.
        public var closes: Bool
        /// Shows the "offline" marker in the title bar.
        public var offline: Bool
        /// A line above the content, such as why an offline copy is shown.
        public var notice: String?

        public init(canGoBack: Bool = false, closes: Bool = false, offline: Bool = false, notice: String? = nil) {
            self.canGoBack = canGoBack
            self.closes = closes
            self.offline = offline
            self.notice = notice
        }
    }

    /// The screen drawn for `width` columns; pass a `LayoutCache` to reuse the
    /// components that did not change since the last call, and `LazyRows` to
    /// lay out only the first rows of long lists (the interactive app does).
    public func render(_ screen: Screen, state: ScreenState, width: Int, focus: FocusState = .none,
                       droppedCount: Int = 0, chrome: Chrome = Chrome(), cache: LayoutCache? = nil,
                       lazyRows: LazyRows? = nil) -> RenderedDocument {
        guard screen.theme == serverTheme else {
            return themed(screen.theme).render(screen, state: state, width: width, focus: focus, droppedCount: droppedCount,
                                               chrome: chrome, cache: cache, lazyRows: lazyRows)
        }
        let width = max(width, 8)
        let titleBar = TitleBar.lines(title: screen.title, navigationBar: screen.navigationBar, canGoBack: chrome.canGoBack,
                                      closes: chrome.closes, offline: chrome.offline, width: width, theme: theme, focus: focus)
        let bodyWidth = width - Self.gutter
        // Lines go into the body already in the gutter, so a component's cached lines
        // are the very lines of the last frame (a `FrameEncoder` then reuses their rows).
        var body: [RenderedLine] = []
        let blank = addGutter([.blank], focus: focus)
        if let notice = chrome.notice {
            body += addGutter(Paragraph.lines(notice, width: bodyWidth, style: theme.offline), focus: focus)
            body += blank
        }
        if let header = screen.header {
            body += addGutter(HeaderBlock.lines(header, width: bodyWidth, theme: theme, assets: assets, pictures: pictures), focus: focus)
        }
        var missing = 0
        var trackedRows: [String: Range<Int>] = [:]
        // The cache is keyed by id: a server that repeats an id gets the repeats drawn fresh.
        var seen = Set<String>()
        for section in screen.sections {
            var lines: [RenderedLine] = []
            if let heading = section.heading {
                lines += addGutter([headingLine(heading, sectionID: section.id, width: bodyWidth, focus: focus)], focus: focus)
            }
            var trackedInSection: [(ids: [String], rows: Range<Int>)] = []
            for component in section.components {
                let unique = seen.insert(component.id).inserted
                let drawn = draw(component, width: bodyWidth, state: state, focus: focus, cache: unique ? cache : nil,
                                 lazyRows: lazyRows)
                missing += drawn.missing
                let ids = Self.trackedIDs(in: component)
                if !ids.isEmpty { trackedInSection.append((ids, lines.count..<lines.count + drawn.lines.count)) }
                lines += drawn.lines
            }
            if let next = section.nextPage {
                lines += addGutter(PageLine.lines(next, listID: section.id, width: bodyWidth, theme: theme, focus: focus), focus: focus)
            }
            // A section that shows nothing (all of it left out) leaves no gap either.
            guard !lines.isEmpty else { continue }
            if !body.isEmpty { body += blank }
            for (ids, rows) in trackedInSection {
                let placed = body.count + rows.lowerBound..<body.count + rows.upperBound
                for id in ids where trackedRows[id] == nil { trackedRows[id] = placed }
            }
            body += lines
        }
        let unshown = missing + droppedCount
        if unshown > 0 {
            body += blank
            body += addGutter([RenderedLine(unshownMessage(unshown), style: theme.secondary)], focus: focus)
        }
        var document = RenderedDocument(titleBar: titleBar, body: body, missingCount: missing, droppedCount: droppedCount)
        document.trackedRows = trackedRows
        return document
    }

    /// The ids of `component` and the components inside it that carry
    /// visibility or disappear actions (§8.6), in reading order; none for
    /// most components, with no allocation then.
    static func trackedIDs(in component: Component) -> [String] {
        var ids: [String] = []
        collectTracked(component, into: &ids)
        return ids
    }

    private static func collectTracked(_ component: Component, into ids: inout [String]) {
        if component.isTracked { ids.append(component.id) }
        for child in component.content.children { collectTracked(child, into: &ids) }
    }

    /// "1 item could not be shown", "2 items could not be shown", in the person's language.
    public func unshownMessage(_ count: Int) -> String {
        count == 1 ? texts("1 item could not be shown") : texts("{count} items could not be shown", ["count": String(count)])
    }

    /// Focus target id of a section's heading button.
    public static func headingButtonID(_ sectionID: String) -> String { "heading/\(sectionID)" }

    func headingLine(_ heading: SectionHeading, sectionID: String, width: Int, focus: FocusState) -> RenderedLine {
        var right: [Span] = []
        var anchors: [FocusTarget] = []
        if let button = heading.button {
            let id = Self.headingButtonID(sectionID)
            let style = focus.focusedID == id ? theme.link.merging(theme.focus) : theme.link
            right.append(Span(button.title + " ›", style: style))
            anchors.append(FocusTarget(id: id, componentID: nil, label: button.title, kind: .action(button.action)))
        }
        var line = Paragraph.justified(left: [Span(heading.title, style: theme.heading)], right: right, width: width)
        line.anchors = anchors
        return line
    }

    /// Draws one top-level component in the gutter, from the cache when it is still valid
    /// (the gutter's focus marker depends only on the focus inside the component, which
    /// the cache entry is keyed by).
    func draw(_ component: Component, width: Int, state: ScreenState, focus: FocusState,
              cache: LayoutCache?, lazyRows: LazyRows?) -> (lines: [RenderedLine], missing: Int) {
        if let cached = cache?.lines(for: component, width: width, theme: theme, focus: focus, state: state, lazyRows: lazyRows) {
            return (cached.lines, cached.missing.count)
        }
        let environment = RenderEnvironment(renderers: renderers, lazyRows: lazyRows, pictures: pictures, assets: assets, cache: cache)
        let context = RenderContext(width: width, theme: theme, focus: focus, state: state, environment: environment)
        let lines = addGutter(context.render(component).map { $0.truncated(to: width) }, focus: focus)
        if !environment.isLive {
            cache?.store(lines, for: component, width: width, theme: theme, focus: focus,
                         stateReads: environment.stateReads, lazyReads: environment.lazyReads, missing: environment.missing)
        }
        return (lines, environment.missing.count)
    }

    /// Indents body lines by the gutter, marking the focused line in it, so
    /// pages drawn outside `render` (loading, failed) line up with screens.
    public func addGutter(_ lines: [RenderedLine], focus: FocusState) -> [RenderedLine] {
        let marker = focus.focusedID
        return lines.map { line in
            let focused = marker != nil && line.anchors.contains { $0.id == marker }
            var result = RenderedLine(anchors: line.anchors)
            result.spans.append(Span(trusted: focused ? Self.focusMarker + " " : "  ", style: focused ? theme.heading : .plain))
            result.spans.append(contentsOf: line.spans)
            return result
        }
    }
}
