import JSON
import SDUIContract

/// Makes an encoded screen safe for one client: every component and action
/// type it did not declare (or its API version lacks) is replaced by the
/// element's own `fallback`, else by the table's server-side downgrade, else
/// dropped. A client without themes gets raw colours for roles, and an
/// action member a feature gates (`FeatureGatedMember`: a command's
/// `optimistic`, its `answer`) is left out, or its action falls back, for a
/// client without that feature.
///
/// One pass over the tree, driven by `ContractTypeTable` (which types, and
/// their downgrades) and `ContractShape` (where elements sit). Kept elements
/// lose their `fallback` member: the server has already decided for this
/// client, and a fallback could hold types the client does not know.
public struct CapabilityFilter: Sendable {
    public let client: ClientProfile
    /// Decodes elements for downgrades, with the server's feature registry.
    let factory: ScreenFactory
    /// Fallback and downgrade chains longer than this are cut (dropped).
    static let maximumChain = 16
    /// What a role in a `color` field becomes for a client without themes:
    /// the screen theme's light colours, or the contract's fallback theme's.
    var roleColors = ScreenTheme.fallback.light
    /// `!client.drawsThemes`, read once: the manifest is searched, and members are many.
    private let substitutesRoles: Bool
    /// The action members this client's features do not cover, by their
    /// position in `FeatureGatedMember.all`.
    private let missingGates: UInt64

    public init(client: ClientProfile, factory: ScreenFactory) {
        self.client = client
        self.factory = factory
        substitutesRoles = !client.drawsThemes
        missingGates = FeatureGatedMember.missing(for: client)
    }

    /// The document with everything this client cannot take replaced or removed.
    public func filter(_ document: JSONValue) -> JSONValue {
        plain(document)
    }

    private func plain(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object): return .object(members(of: object, owner: nil) ?? object)
        case .array(let elements): return .array(elements.map(plain))
        default: return value
        }
    }

    /// The members of an object with their slots filtered; nil when a
    /// required member could not be kept.
    private func members(of object: JSONObject, owner: TypeName?) -> JSONObject? {
        var result = JSONObject(minimumCapacity: object.count)
        for (key, value) in object {
            let kept: JSONValue?
            switch client.table.shape.slot(for: key) {
            case .fallback:
                continue
            case .opaque:
                kept = value
            case .implicitAction(let type):
                kept = client.allows(.action, type) ? value : Optional<JSONValue>.none
            case .plain:
                if substitutesRoles, key == "color", case .string(let text) = value, let role = ColorRole(rawValue: text) {
                    kept = .string((roleColors[role] ?? ScreenTheme.fallback.light[role] ?? .black).hex)
                } else {
                    kept = plain(value)
                }
            case .component:
                kept = slot(value, key: key, owner: owner) { component($0, chain: 0) }
            case .action:
                kept = slot(value, key: key, owner: owner) { action($0, chain: 0) }
            case .titledAction:
                kept = slot(value, key: key, owner: owner, titledAction)
            }
            if let kept {
                result[key] = kept
            } else if client.table.isRequired(key, in: owner) {
                return nil
            }
        }
        return result
    }

    /// One slot's value: a single element (nil when dropped) or an array
    /// (shorter; nil when a required array lost an entry).
    private func slot(_ value: JSONValue, key: String, owner: TypeName?,
                      _ transform: (JSONValue) -> JSONValue?) -> JSONValue? {
        guard case .array(let elements) = value else { return transform(value) }
        let kept = elements.compactMap(transform)
        if kept.count != elements.count, client.table.isRequired(key, in: owner) { return nil }
        return .array(kept)
    }

    /// A template use (`{"template": …, "arguments": …}`) reaches only a
    /// client that expands templates itself (for any other the server
    /// expanded them first): it is kept, its arguments walked like any
    /// structure, and the client's lossy decoding judges what it expands to.
    private func templateUse(_ object: JSONObject) -> JSONValue? {
        guard object["template"] != nil else { return nil }
        return .object(members(of: object, owner: nil) ?? object)
    }

    private func component(_ value: JSONValue, chain: Int) -> JSONValue? {
        if case .object(let object) = value, let use = templateUse(object) { return use }
        guard case .object(let object) = value, let name = object["type"]?.stringValue else { return nil }
        let type = TypeName(name)
        if client.allows(.component, type), let kept = members(of: object, owner: type) {
            return .object(kept)
        }
        guard chain < Self.maximumChain else { return nil }
        if let fallback = object["fallback"], !fallback.isNull, let replaced = component(fallback, chain: chain + 1) {
            return replaced
        }
        if let downgrade = client.table.rule(.component, type)?.downgrade,
           let replacement = try? downgrade.apply(to: object, factory: factory) {
            return component(replacement, chain: chain + 1)
        }
        return nil
    }

    private func action(_ value: JSONValue, chain: Int) -> JSONValue? {
        if case .object(let object) = value, let use = templateUse(object) { return use }
        guard case .object(let object) = value, let name = object["type"]?.stringValue else { return nil }
        let type = TypeName(name)
        if !fallsBack(object, type), client.allows(.action, type), var kept = members(of: object, owner: type) {
            if missingGates != 0 {
                for (index, gate) in FeatureGatedMember.all.enumerated()
                where missingGates & 1 << UInt64(index) != 0 && gate.actionType == type && gate.without == .memberLeftOut {
                    kept[gate.member] = nil
                }
            }
            return .object(kept)
        }
        guard chain < Self.maximumChain else { return nil }
        if let fallback = object["fallback"], !fallback.isNull, let replaced = action(fallback, chain: chain + 1) {
            return replaced
        }
        return nil
    }

    /// Whether the action has a member this client's features do not cover
    /// and that it would misread without: it gets the fallback instead.
    private func fallsBack(_ object: JSONObject, _ type: TypeName) -> Bool {
        guard missingGates != 0 else { return false }
        for (index, gate) in FeatureGatedMember.all.enumerated()
        where missingGates & 1 << UInt64(index) != 0 && gate.without == .fallback && gate.actionType == type && object[gate.member] != nil {
            return true
        }
        return false
    }

    private func titledAction(_ value: JSONValue) -> JSONValue? {
        guard case .object(let object) = value else { return nil }
        return members(of: object, owner: ContractShape.titledActionOwner).map(JSONValue.object)
    }
}
