import SDUIContract

/// Which component and action types each API version supports, and what
/// an element becomes for a client that cannot take it: made at start-up
/// from the core's descriptors (`CoreContract.descriptors`) and the feature
/// contracts the installed apps registered, so a server sends exactly the
/// feature types its apps use.
///
/// `CapabilityFilter` reads only this table; nothing else in the server
/// switches over type names to decide what a client may receive. The
/// current rows (`docs/server.md` lists them): `carousel`, `exploreTile`,
/// `imageBanner` and `track` came in v2 with downgrades, `picker` and
/// `badge` in v2 without; every other core type and every feature type is v1.
public struct ContractTypeTable: Sendable {
    public let rules: [ContractTypeRule]
    /// Where elements sit in an encoded screen, from the same descriptors.
    let shape: ContractShape
    /// The member names holding text a person reads, from the same descriptors: what `Translations` looks up.
    public let textMembers: Set<String>
    /// Members an element cannot do without, by type; losing one drops the element (or uses its fallback).
    public let requiredMembers: [TypeName: Set<String>]
    private let byKey: [Key: ContractTypeRule]

    /// The core's types and the types of `features`.
    public init(features: [ContractTypes]) {
        let descriptors = CoreContract.descriptors + features.flatMap(\.types)
        rules = descriptors.map(ContractTypeRule.init)
        shape = ContractShape(descriptors: descriptors)
        textMembers = TextMembers.names(of: descriptors)
        var table: [Key: ContractTypeRule] = [:]
        for rule in rules { table[Key(kind: rule.kind, type: rule.type)] = rule }
        byKey = table
        var required: [TypeName: Set<String>] = [:]
        for descriptor in descriptors where !descriptor.members.required.isEmpty {
            required[descriptor.name, default: []].formUnion(descriptor.members.required)
        }
        for structure in CoreContract.structures where !structure.members.required.isEmpty {
            required[structure.name, default: []].formUnion(structure.members.required)
        }
        requiredMembers = required
    }

    struct Key: Hashable {
        let kind: Capability.Kind
        let type: TypeName
    }

    public func rule(_ kind: Capability.Kind, _ type: TypeName) -> ContractTypeRule? {
        byKey[Key(kind: kind, type: type)]
    }

    /// Everything a version supports, as the manifest a client of that version
    /// that declared everything would send.
    public func capabilities(of version: APIVersion) -> CapabilityManifest {
        CapabilityManifest(rules.filter { $0.since <= version }.map {
            Capability(kind: $0.kind, type: $0.type, version: $0.capabilityVersion)
        })
    }

    /// Member names that two types give different meanings (none, or the server does not start).
    public var shapeConflicts: [String] { shape.conflicts }

    /// Whether an element of type `owner` cannot do without its member `key`.
    func isRequired(_ key: String, in owner: TypeName?) -> Bool {
        guard let owner else { return false }
        return requiredMembers[owner]?.contains(key) ?? false
    }
}
