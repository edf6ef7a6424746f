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

    public mutating func register<Content: ComponentContent>(
        component: Content.Type, owner: String
    ) throws(RegistrationError) {
        let type = Content.typeName
        if CoreContract.componentTypes[type] != nil {
            throw RegistrationError(slot: .component, type: type, existingOwner: CoreContract.owner, newOwner: owner)
        }
        if let existing = components[type] {
            throw RegistrationError(slot: .component, type: type, existingOwner: existing.owner, newOwner: owner)
        }
        components[type] = ComponentDefinition(component, owner: owner)
    }

    public mutating func register<Content: ActionContent>(
        action: Content.Type, owner: String
    ) throws(RegistrationError) {
        let type = Content.typeName
        if CoreContract.actionTypes.contains(type) {
            throw RegistrationError(slot: .action, type: type, existingOwner: CoreContract.owner, newOwner: owner)
        }
        if let existing = actions[type] {
            throw RegistrationError(slot: .action, type: type, existingOwner: existing.owner, newOwner: owner)
        }
        actions[type] = ActionDefinition(action, owner: owner)
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
        components.values.map { Capability(kind: .component, type: $0.type, version: $0.version) }
            + actions.values.map { Capability(kind: .action, type: $0.type, version: $0.version) }
    }

    /// The core's types plus every registered one.
    public var capabilities: CapabilityManifest {
        CapabilityManifest(CoreContract.capabilities + externalCapabilities)
    }
}
