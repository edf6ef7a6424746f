/// The wire types of one feature, published by the feature's contract
/// module as descriptors, so that every party that speaks the feature (its
/// client module, the reference server, a schema generator) registers the
/// same list instead of typing it out again.
///
/// ```swift
/// // In ScanBarcodeContract:
/// public static let all = ContractTypes(owner: "ScanBarcode", types: [
///     .component(BarcodeInputComponent.self, members: ContractMembers(actions: ["action"], required: ["action"]),
///                summary: "A box that scans a barcode and runs its action with it."),
///     .action(ScanBarcodeAction.self, members: ContractMembers(actions: ["then"]), summary: "Scans a barcode into a state key."),
/// ])
///
/// // In the client feature (a FeatureRegistry) and the server (a ContractRegistry) alike:
/// try registry.register(ScanBarcodeWireTypes.all)
/// ```
public struct ContractTypes: Sendable {
    /// The feature's name, shown in registration errors.
    public let owner: String
    public let types: [ContractTypeDescriptor]

    public init(owner: String, types: [ContractTypeDescriptor]) {
        self.owner = owner
        self.types = types
    }

    public var components: [ContractTypeDescriptor] { types.filter { $0.kind == .component } }
    public var actions: [ContractTypeDescriptor] { types.filter { $0.kind == .action } }

    /// Members an element of a type cannot do without, by type.
    public var requiredMembers: [TypeName: Set<String>] {
        types.reduce(into: [:]) { table, type in
            if !type.members.required.isEmpty { table[type.name] = Set(type.members.required) }
        }
    }

    /// Every type, with its capability version, as a manifest would list it.
    public var capabilities: [Capability] { types.map(\.capability) }

    /// Registers every component and action type under `owner`.
    public func register(into registry: inout ContractRegistry) throws(RegistrationError) {
        for type in types { try registry.register(type, owner: owner) }
    }
}
