import SDUI

/// Component types a client decodes but its terminal registry cannot draw.
///
/// A client checks this once at start (`TerminalRegistry.requireRenderers(for:)`),
/// so a new contract type without a terminal renderer stops the client the
/// first time anyone runs it, naming the type, instead of a user meeting a
/// screen with rows missing.
public struct MissingRenderersError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One component type without a renderer, and who declared it.
    public struct Missing: Sendable, Equatable {
        public let type: TypeName
        public let owner: String

        public init(type: TypeName, owner: String) {
            self.type = type
            self.owner = owner
        }
    }

    public let missing: [Missing]

    public init(missing: [Missing]) { self.missing = missing }

    public var description: String {
        let list = missing.map { "'\($0.type)' (declared by \($0.owner))" }.joined(separator: ", ")
        return "no terminal renderer for \(list): register one in TerminalRenderers.core (a core type) or in the feature's TerminalLook"
    }
}

extension TerminalRegistry {
    /// The component types of the core and of `features` that nothing here draws, by name.
    public func componentsWithoutRenderer(decodedBy features: FeatureRegistry) -> [MissingRenderersError.Missing] {
        let core = CoreContract.componentTypeNames.map { MissingRenderersError.Missing(type: $0, owner: "the core (CoreContract)") }
        let external = features.components.values.map { MissingRenderersError.Missing(type: $0.type, owner: $0.owner) }
        return (core + external).filter { renderers[$0.type] == nil }.sorted { $0.type < $1.type }
    }

    /// Throws when a component the client decodes has no renderer here.
    public func requireRenderers(for features: FeatureRegistry) throws(MissingRenderersError) {
        let missing = componentsWithoutRenderer(decodedBy: features)
        if !missing.isEmpty { throw MissingRenderersError(missing: missing) }
    }
}
