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

    init(renderers: [TypeName: any ComponentRenderer]) {
        self.renderers = renderers
    }

    /// A fresh environment with the same renderers.
    func child() -> RenderEnvironment { RenderEnvironment(renderers: renderers) }
}
