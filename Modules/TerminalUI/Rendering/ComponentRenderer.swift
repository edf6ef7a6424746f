import SDUI

/// Draws one component type as terminal lines.
///
/// Renderers are registered through the core's `FeatureRegistry` under the
/// component's type name, the same way for the core's own components
/// (`TerminalRenderers.registerCore`) and for a feature's:
///
/// ```swift
/// struct BarcodeInputRenderer: ContentRenderer {
///     func render(_ content: BarcodeInputComponent, id: String, in context: RenderContext) -> [RenderedLine] {
///         [context.actionLine(id: id, label: content.title, action: content.action)]
///     }
/// }
/// try registry.register(renderer: BarcodeInputRenderer(), for: BarcodeInputComponent.typeName, owner: "ScanBarcode")
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

/// A terminal renderer as the registry stores it (the core stores renderers
/// untyped). Finding it again is a cast to this concrete type, which
/// compares type metadata; a cast to `any ComponentRenderer` would make the
/// runtime search every protocol conformance in the binary, once per
/// renderer type, at every start (0.3 ms of the clip's 13).
public struct TerminalRendererEntry: Sendable {
    public let renderer: any ComponentRenderer

    public init(_ renderer: any ComponentRenderer) {
        self.renderer = renderer
    }
}

extension FeatureRegistry {
    /// Registers a terminal renderer under its content's type name.
    public mutating func register<Renderer: ContentRenderer>(
        terminalRenderer renderer: Renderer, owner: String
    ) throws(RegistrationError) {
        try register(renderer: TerminalRendererEntry(renderer), for: Renderer.Content.typeName, owner: owner)
    }

    /// The terminal renderer registered for `type`: one registered through
    /// `register(terminalRenderer:owner:)`, or any value conforming to
    /// `ComponentRenderer` registered directly.
    public func terminalRenderer(for type: TypeName) -> (any ComponentRenderer)? {
        guard let stored = renderer(for: type) else { return nil }
        if let entry = stored as? TerminalRendererEntry { return entry.renderer }
        return stored as? any ComponentRenderer
    }
}
