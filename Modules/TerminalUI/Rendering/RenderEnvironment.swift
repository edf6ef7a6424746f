import JSON
import SDUI

/// What one drawing pass shares between nested renderers: the renderer
/// table, and a record of what was left out and which state was read.
///
/// A reference type on purpose: renderers are pure functions of their
/// context, and the counters must survive being passed down by value.
final class RenderEnvironment {
    let renderers: [TypeName: any ComponentRenderer]
    /// Components skipped because no renderer is registered for their type.
    var missing: [TypeName] = []
    /// State values read while drawing, for the layout cache.
    var stateReads: [String: JSONValue?] = [:]
    /// Something drawn shows data from outside the screen that changes on its own.
    var isLive = false
    /// Rows of each lazy list to lay out; nil: all of them.
    let lazyRows: LazyRows?
    /// The limits lazy lists were drawn with, by list id, for the layout cache.
    var lazyReads: [String: Int] = [:]
    /// Pictures drawn for the terminal; nil: placeholders only (the clip, pipes, `--images never`).
    let pictures: (any PictureSource)?
    /// The icons an `asset` may name.
    let assets: TerminalAssets
    /// Where lists keep their rows' lines between frames; nil draws every row afresh.
    let cache: LayoutCache?

    init(renderers: [TypeName: any ComponentRenderer], lazyRows: LazyRows? = nil, pictures: (any PictureSource)? = nil,
         assets: TerminalAssets = TerminalAssets(), cache: LayoutCache? = nil) {
        self.renderers = renderers
        self.lazyRows = lazyRows
        self.pictures = pictures
        self.assets = assets
        self.cache = cache
    }

    /// A fresh environment with the same renderers, row limits, pictures, icons and cache,
    /// to record what one row depends on.
    func child() -> RenderEnvironment {
        RenderEnvironment(renderers: renderers, lazyRows: lazyRows, pictures: pictures, assets: assets, cache: cache)
    }

    /// Takes on what a row drawn in `child` (or reused with these records) depended on and left out.
    func absorb(missing: [TypeName], stateReads: [String: JSONValue?], lazyReads: [String: Int], isLive: Bool) {
        self.missing += missing
        self.stateReads.merge(stateReads) { current, _ in current }
        self.lazyReads.merge(lazyReads) { current, _ in current }
        self.isLive = self.isLive || isLive
    }
}
