import JSON
import SDUIContract

/// Makes an encoded screen safe for one client: every component and action
/// type it did not declare (or its API version lacks) is replaced by the
/// element's own `fallback`, else by the table's server-side downgrade, else
/// dropped. A client without themes gets raw colours for roles, and one
/// without `f:optimistic` gets commands without their `optimistic` change;
/// a command with an `answer` reaches only clients with `f:plainAnswers`.
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
    /// `!client.appliesOptimisticChanges`, read once for the same reason.
    private let dropsOptimistic: Bool
    /// `!client.readsPlainAnswers`: such a client takes a command with an
    /// `answer` as one that answers a `CommandResult`, so it gets the fallback.
    private let dropsPlainAnswers: Bool

    public init(client: ClientProfile, factory: ScreenFactory) {
        self.client = client
        self.factory = factory
        substitutesRoles = !client.drawsThemes
        dropsOptimistic = !client.appliesOptimisticChanges
        dropsPlainAnswers = !client.readsPlainAnswers
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
        let readable = !(dropsPlainAnswers && type == Self.commandType && object["answer"] != nil)
        if readable, client.allows(.action, type), var kept = members(of: object, owner: type) {
            if dropsOptimistic, type == Self.commandType { kept["optimistic"] = nil }
            return .object(kept)
        }
        guard chain < Self.maximumChain else { return nil }
        if let fallback = object["fallback"], !fallback.isNull, let replaced = action(fallback, chain: chain + 1) {
            return replaced
        }
        return nil
    }

    /// The action type whose `optimistic` member only some clients take.
    private static let commandType: TypeName = "command"

    private func titledAction(_ value: JSONValue) -> JSONValue? {
        guard case .object(let object) = value else { return nil }
        return members(of: object, owner: ContractShape.titledActionOwner).map(JSONValue.object)
    }
}
