import SDUI
import Testing
import TerminalUI

/// A component type the client decodes but cannot draw is named before any
/// screen is shown: `requireRenderers(for:)` at the client's start.
@Suite("Every decoded component has a terminal renderer")
struct RendererCoverageTests {
    struct GaugeComponent: ComponentContent {
        static let typeName: TypeName = "gauge"
        var value: Int
    }

    struct GaugeRenderer: ContentRenderer {
        func render(_ content: GaugeComponent, id: String, in context: RenderContext) -> [RenderedLine] { [] }
    }

    static func features() throws -> FeatureRegistry {
        var features = FeatureRegistry()
        try ContractTypes(owner: "Gauges", types: [.component(GaugeComponent.self, summary: "A gauge.")]).register(into: &features)
        return features
    }

    @Test("the core's renderers draw every core component type")
    func core() throws {
        #expect(TerminalRegistry.core.componentsWithoutRenderer(decodedBy: FeatureRegistry()).isEmpty)
        try TerminalRegistry.core.requireRenderers(for: FeatureRegistry())
    }

    @Test("a feature's type without a renderer is named with its owner, and passes once drawn")
    func featureType() throws {
        let features = try Self.features()
        #expect(throws: MissingRenderersError(missing: [.init(type: "gauge", owner: "Gauges")])) {
            try TerminalRegistry.core.requireRenderers(for: features)
        }
        var drawn = TerminalRegistry.core
        try drawn.register(renderer: GaugeRenderer(), owner: "GaugesTerminal")
        try drawn.requireRenderers(for: features)
    }

    @Test("a core type without a renderer is named too, and the message says where renderers go")
    func coreTypeMissing() {
        var caught: MissingRenderersError?
        do throws(MissingRenderersError) { try TerminalRegistry().requireRenderers(for: FeatureRegistry()) } catch { caught = error }
        #expect(caught?.missing.map(\.type) == CoreContract.componentTypeNames)
        #expect(caught?.description.contains("'text' (declared by the core (CoreContract))") == true)
        #expect(caught?.description.contains("TerminalRenderers.core") == true)
    }
}
