import SDUIContract
import SDUIServer

/// Draws one component type as HTML for the browser preview, the way a
/// terminal renderer draws it as text: the framework registers one per core
/// type, an app may add one for its feature types, and a type without one
/// is shown as a marked placeholder, never dropped silently.
public protocol HTMLComponentRenderer: Sendable {
    func render(_ component: Component, into page: inout HTMLPage)
}

/// A renderer for one payload type, from a closure.
struct TypedHTMLRenderer<Content: ComponentContent>: HTMLComponentRenderer {
    let draw: @Sendable (Content, Component, inout HTMLPage) -> Void

    func render(_ component: Component, into page: inout HTMLPage) {
        guard let content = component.content(as: Content.self) else {
            page.placeholder(component, reason: "its payload is not a \(Content.typeName)")
            return
        }
        draw(content, component, &page)
    }
}

/// The renderers by component type.
public struct HTMLRenderers: Sendable {
    private(set) var renderers: [TypeName: any HTMLComponentRenderer] = [:]

    public init() {}

    /// Adds (or replaces) the renderer of `type`.
    public mutating func register(_ renderer: any HTMLComponentRenderer, for type: TypeName) {
        renderers[type] = renderer
    }

    /// Adds the renderer of a payload type, drawn from the decoded payload.
    public mutating func register<Content: ComponentContent>(_ type: Content.Type,
                                                             _ draw: @escaping @Sendable (Content, Component, inout HTMLPage) -> Void) {
        renderers[Content.typeName] = TypedHTMLRenderer(draw: draw)
    }

    func renderer(for type: TypeName) -> (any HTMLComponentRenderer)? { renderers[type] }

    /// The types that have a renderer, for the tests that check every core type has one.
    public var types: [TypeName] { renderers.keys.sorted() }
}
