import SDUI

/// Draws one component type as terminal lines.
///
/// Renderers are registered in a `TerminalRegistry` under the component's
/// type name, the same way for the core's own components
/// (`TerminalRegistry.core`) and for a feature's:
///
/// ```swift
/// struct BarcodeInputRenderer: ContentRenderer {
///     func render(_ content: BarcodeInputComponent, id: String, in context: RenderContext) -> [RenderedLine] {
///         [context.actionLine(id: id, label: content.title, action: content.action)]
///     }
/// }
/// try terminal.register(renderer: BarcodeInputRenderer(), owner: "ScanBarcodeTerminal")
/// ```
///
/// A renderer returns lines no wider than `context.width`, attaches a
/// `FocusTarget` to the line where each actionable part starts, and draws
/// children with `context.render(_:)` so they are looked up the same way.
public protocol ComponentRenderer: Sendable {
    func render(_ component: Component, in context: RenderContext) -> [RenderedLine]
}

/// A renderer for one concrete content type: the cast is done once, here.
public protocol ContentRenderer: ComponentRenderer {
    associatedtype Content: ComponentContent
    func render(_ content: Content, id: String, in context: RenderContext) -> [RenderedLine]
}

extension ContentRenderer {
    public func render(_ component: Component, in context: RenderContext) -> [RenderedLine] {
        guard let content = component.content(as: Content.self) else { return [] }
        return render(content, id: component.id, in: context)
    }
}
