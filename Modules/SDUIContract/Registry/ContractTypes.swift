/// The wire types of one feature, published by the feature's contract
/// module so that every party that speaks the feature (its client module,
/// the reference server, a schema generator) registers the same list
/// instead of typing it out again.
///
/// ```swift
/// // In ScanBarcodeContract:
/// public static let types = ContractTypes(owner: "ScanBarcode",
///     components: [BarcodeInputComponent.self], actions: [ScanBarcodeAction.self],
///     requiredMembers: [BarcodeInputComponent.typeName: ["action"]])
///
/// // In the client feature (a FeatureRegistry) and the server (a ContractRegistry) alike:
/// try registry.register(ScanBarcodeWireTypes.all)
/// ```
public struct ContractTypes: Sendable {
    /// The feature's name, shown in registration errors.
    public let owner: String
    public let components: [any ComponentContent.Type]
    public let actions: [any ActionContent.Type]
    /// Members an element of a type cannot do without (a button-like
    /// component without its action means nothing): a server that has to
    /// drop such a member for an old client drops the element instead.
    public let requiredMembers: [TypeName: Set<String>]

    public init(owner: String, components: [any ComponentContent.Type] = [], actions: [any ActionContent.Type] = [],
                requiredMembers: [TypeName: Set<String>] = [:]) {
        self.owner = owner
        self.components = components
        self.actions = actions
        self.requiredMembers = requiredMembers
    }

    /// Every type, with its capability version, as a manifest would list it.
    public var capabilities: [Capability] {
        components.map { Capability(kind: .component, type: $0.typeName, version: $0.version) }
            + actions.map { Capability(kind: .action, type: $0.typeName, version: $0.version) }
    }

    /// Registers every component and action type under `owner`.
    public func register(into registry: inout ContractRegistry) throws(RegistrationError) {
        for component in components { try registry.register(component: component, owner: owner) }
        for action in actions { try registry.register(action: action, owner: owner) }
    }
}
