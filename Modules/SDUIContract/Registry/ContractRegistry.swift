/// The feature types a party speaks besides the core's: how to decode each
/// component and action type, and who registered it.
///
/// Clients build it inside their `FeatureRegistry`; the server and tools
/// (the schema) build it alone, from the feature contracts they use, and
/// link nothing of a client's runtime. Registering a type twice (or a type
/// the core already owns) throws, so conflicts show up at start-up.
public struct ContractRegistry: ScreenFactoryDelegate {
    public private(set) var components: [TypeName: ComponentDefinition] = [:]
    public private(set) var actions: [TypeName: ActionDefinition] = [:]

    public init() {}

    /// Every type this registry speaks, the core's first: what tools that
    /// read descriptors (lint rules, `sdui render --inspect`) look types up in.
    public var descriptors: [ContractTypeDescriptor] {
        CoreContract.descriptors + components.values.map(\.descriptor) + actions.values.map(\.descriptor)
    }

    /// Registers one feature type by its descriptor (`ContractTypes.register(into:)` does this for a feature's list).
    public mutating func register(_ descriptor: ContractTypeDescriptor, owner: String) throws(RegistrationError) {
        let type = descriptor.name
        switch descriptor.decoding {
        case .component(let decode):
            if CoreContract.componentTypes[type] != nil {
                throw RegistrationError(slot: .component, type: type, existingOwner: CoreContract.owner, newOwner: owner)
            }
            if let existing = components[type] {
                throw RegistrationError(slot: .component, type: type, existingOwner: existing.owner, newOwner: owner)
            }
            components[type] = ComponentDefinition(descriptor: descriptor, owner: owner, decode: decode)
        case .featureAction(let decode):
            if CoreContract.actionTypes.contains(type) {
                throw RegistrationError(slot: .action, type: type, existingOwner: CoreContract.owner, newOwner: owner)
            }
            if let existing = actions[type] {
                throw RegistrationError(slot: .action, type: type, existingOwner: existing.owner, newOwner: owner)
            }
            actions[type] = ActionDefinition(descriptor: descriptor, owner: owner, decode: decode)
        case .coreAction:
            throw RegistrationError(slot: .action, type: type, existingOwner: CoreContract.owner, newOwner: owner)
        }
    }

    /// Registers a component type that has no published descriptor (tests, experiments).
    public mutating func register<Content: ComponentContent>(component: Content.Type, owner: String) throws(RegistrationError) {
        try register(.component(component, summary: "\(Content.typeName), from \(owner)."), owner: owner)
    }

    /// Registers an action type that has no published descriptor (tests, experiments).
    public mutating func register<Content: ActionContent>(action: Content.Type, owner: String) throws(RegistrationError) {
        try register(.action(action, summary: "\(Content.typeName), from \(owner)."), owner: owner)
    }

    // MARK: ScreenFactoryDelegate

    public func makeExternalComponent(_ type: TypeName, from decoder: any Decoder) throws -> (any ComponentContent)? {
        guard let definition = components[type] else { return nil }
        return try definition.decode(decoder)
    }

    public func makeExternalAction(_ type: TypeName, from decoder: any Decoder) throws -> CustomAction? {
        guard let definition = actions[type] else { return nil }
        return CustomAction(try definition.decode(decoder))
    }

    public var externalCapabilities: [Capability] {
        components.values.map(\.descriptor.capability) + actions.values.map(\.descriptor.capability)
    }

    /// Contract features of the core this target leaves out (`ScreenFactoryDelegate.omittedFeatures`).
    public var omittedFeatures: [Capability] = []

    /// The core's types and features (less the omitted ones) plus every registered type.
    public var capabilities: CapabilityManifest { manifest }
}
