import JSON
import SDUI

/// Everything a renderer may look at: the width it must fit, the screen's
/// state, the focus, the theme, and the way to draw children.
///
/// Children are drawn with `render(_:)`, which looks their renderer up in
/// the registry and leaves a component without one out (it is counted in
/// the screen's footer), so containers never special-case types.
public struct RenderContext {
    /// Columns available; lines must not be wider.
    public let width: Int
    public let theme: Theme
    public let focus: FocusState
    let state: ScreenState
    let environment: RenderEnvironment

    init(width: Int, theme: Theme, focus: FocusState, state: ScreenState, environment: RenderEnvironment) {
        self.width = max(1, width)
        self.theme = theme
        self.focus = focus
        self.state = state
        self.environment = environment
    }

    /// The same context at another width (a column, the inside of a box).
    public func narrowed(to width: Int) -> RenderContext {
        RenderContext(width: width, theme: theme, focus: focus, state: state, environment: environment)
    }

    // MARK: Children

    /// Draws a child through its registered renderer; no renderer means no lines, counted as missing.
    public func render(_ component: Component) -> [RenderedLine] {
        guard let renderer = environment.renderers[component.type] else {
            environment.missing.append(component.type)
            return []
        }
        return renderer.render(component, in: self)
    }

    /// A row's lines from the layout cache when still valid, else drawn and kept:
    /// what a long list draws its rows with, so a new page or a focus move lays
    /// out only the rows it touches.
    func renderCached(_ component: Component) -> [RenderedLine] {
        guard let cache = environment.cache else { return render(component) }
        if let entry = cache.entry(for: component, width: width, theme: theme, focus: focus, state: state, lazyRows: environment.lazyRows) {
            environment.absorb(missing: entry.missing, stateReads: entry.stateReads, lazyReads: entry.lazyReads, isLive: false)
            return entry.lines
        }
        let row = environment.child()
        let lines = RenderContext(width: width, theme: theme, focus: focus, state: state, environment: row).render(component)
        if !row.isLive {
            cache.store(lines, for: component, width: width, theme: theme, focus: focus,
                        stateReads: row.stateReads, lazyReads: row.lazyReads, missing: row.missing)
        }
        environment.absorb(missing: row.missing, stateReads: row.stateReads, lazyReads: row.lazyReads, isLive: row.isLive)
        return lines
    }

    /// Draws children one below the other with `spacing` blank lines between them;
    /// `cachingRows` keeps each child's lines in the layout cache (long lists).
    public func renderStack(_ components: [Component], spacing: Int = 0, cachingRows: Bool = false) -> [RenderedLine] {
        var lines: [RenderedLine] = []
        for component in components {
            let drawn = cachingRows ? renderCached(component) : render(component)
            guard !drawn.isEmpty else { continue }
            if !lines.isEmpty, spacing > 0 { lines.append(contentsOf: repeatElement(.blank, count: spacing)) }
            lines.append(contentsOf: drawn)
        }
        return lines
    }

    // MARK: State

    /// A text field's value (numbers and booleans as written), recorded as a dependency.
    public func stateString(forKey key: String) -> String {
        environment.stateReads[key] = .some(state[key])
        return state.string(forKey: key)
    }

    /// A toggle's value, recorded as a dependency.
    public func stateBool(forKey key: String) -> Bool {
        environment.stateReads[key] = .some(state[key])
        return state.bool(forKey: key)
    }

    /// How many rows of lazy list `id` to lay out (nil: all), recorded as a dependency.
    public func lazyRowLimit(for id: String) -> Int? {
        guard let limit = environment.lazyRows?.limit(for: id) else { return nil }
        environment.lazyReads[id] = limit
        return limit
    }

    /// The icon `asset` names (a built-in one or one a look registered), else `fallback`.
    public func glyph(forAsset asset: String?, fallback: String = ImagePlaceholder.glyph) -> String {
        environment.assets.glyph(for: asset) ?? fallback
    }

    /// The icons an `asset` may name, for code that resolves them itself.
    public var assets: TerminalAssets { environment.assets }

    /// Whether `asset` names an icon this client has: then it is drawn instead of loading the picture.
    public func hasIcon(_ asset: String?) -> Bool {
        environment.assets.glyph(for: asset) != nil
    }

    /// The picture of `image` drawn in a box `columns` by `maximumRows`, or its
    /// low-resolution variant while the picture is on its way (`PictureSource`);
    /// nil for the placeholder, and for an image whose `asset` names an icon this client has.
    public func picture(_ image: ImageReference, columns: Int, maximumRows: Int) -> [RenderedLine]? {
        guard let pictures = environment.pictures else { return nil }
        let found = pictures.lines(for: image, assets: environment.assets, columns: columns, maximumRows: maximumRows)
        if found.pending { markLive() }
        return found.lines
    }

    /// Whether this client draws pictures at all (not the clip, a pipe or `--images never`).
    public var drawsPictures: Bool { environment.pictures != nil }

    /// `image` drawn for an artwork thumbnail (`ArtworkLayout`), or nil for the placeholder.
    func thumbnail(_ image: ImageReference) -> [RenderedLine]? {
        picture(image, columns: ArtworkLayout.thumbnailWidth, maximumRows: ArtworkLayout.thumbnailRows)
    }

    /// Says the lines show something outside the screen that changes on its
    /// own (a player's position): the layout cache then never reuses them.
    public func markLive() {
        environment.isLive = true
    }

    // MARK: Focus

    /// Whether the target `id` has the focus (draw it highlighted).
    public func isFocused(_ id: String) -> Bool { focus.focusedID == id }

    /// The text being typed into field `id`, when it is in edit mode.
    public func editingText(for id: String) -> String? {
        isFocused(id) ? focus.editingText : nil
    }

    /// `style` with the focus highlight when `id` has focus.
    public func style(_ style: Style, focusedWhen id: String) -> Style {
        isFocused(id) ? style.merging(theme.focus) : style
    }

    /// A one-line element that runs `action`: its label, highlighted when focused.
    public func actionLine(id: String, componentID: String?, label: String, action: Action?,
                           style: Style = .plain, suffix: String = " ›") -> RenderedLine {
        var line = RenderedLine()
        let text = action == nil ? label : label + suffix
        line.append(TextFitting.truncate(TerminalText.sanitize(text), toWidth: width),
                    style: action == nil ? style : self.style(style, focusedWhen: id))
        if let action {
            line.anchors.append(FocusTarget(id: id, componentID: componentID, label: label, kind: .action(action)))
        }
        return line
    }
}
