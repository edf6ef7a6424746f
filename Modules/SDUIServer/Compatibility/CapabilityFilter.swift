import JSON
import SDUIContract

/// Makes an encoded screen safe for one client: every component and action
/// type it did not declare (or its API version lacks) is replaced by the
/// element's own `fallback`, else by the table's server-side downgrade
/// (components' and actions' alike), else dropped. A client without themes gets raw colours for roles, and an
/// action member a feature gates (`FeatureGatedMember`: a command's
/// `optimistic`, its `answer`) is left out, or its action falls back, for a
/// client without that feature, and so are components' impressions (§8.6)
/// for a client without `f:impressions@1`.
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
    /// `!client.tracksImpressions`, read once, as above.
    private let stripsImpressions: Bool
    /// The action members this client's features do not cover, by their
    /// position in `FeatureGatedMember.all`.
    private let missingGates: UInt64
    /// Inside the screen's `templates` (sent only to a client that expands
    /// them): a whole `${name}` in a component or action slot is where an
    /// argument goes, and stays for the client to fill.
    private var keepsPlaceholders = false

    public init(client: ClientProfile, factory: ScreenFactory) {
        self.client = client
        self.factory = factory
        substitutesRoles = !client.drawsThemes
        stripsImpressions = !client.tracksImpressions
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
            case .impressions:
                if stripsImpressions { continue }
                kept = plain(value)
            case .implicitAction(let type):
                kept = client.allows(.action, type) ? value : Optional<JSONValue>.none
            case .plain where key == "templates" && owner == nil && !keepsPlaceholders:
                kept = templates(value)
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
        if keepsPlaceholders, TemplatePlaceholder.isWhole(value) { return value }
        guard case .array(let elements) = value else { return transform(value) }
        let kept = elements.compactMap { keepsPlaceholders && TemplatePlaceholder.isWhole($0) ? $0 : transform($0) }
        if kept.count != elements.count, client.table.isRequired(key, in: owner) { return nil }
        return .array(kept)
    }

    /// A screen's templates reach only a client that expands them itself
    /// (for any other the server expanded them first). Each body is filtered
    /// as the element it is, with its `${name}` places kept for the client
    /// to fill, so what the client expands holds only what it can take, as
    /// the server's own expansion would.
    private func templates(_ value: JSONValue) -> JSONValue {
        guard case .object(let definitions) = value else { return plain(value) }
        var bodies = self
        bodies.keepsPlaceholders = true
        var result = JSONObject(minimumCapacity: definitions.count)
        for (name, definition) in definitions {
            guard case .object(var template) = definition else {
                result[name] = definition
                continue
            }
            if let body = template["body"] { template["body"] = bodies.element(body) }
            result[name] = .object(template)
        }
        return .object(result)
    }

    /// A template use (`{"template": …, "arguments": …}`): kept, and each
    /// argument that is an element (or a list of them) filtered as the
    /// element it is, as the server filters it once it is in its place. An
    /// element the client can take nothing of becomes null (a list loses
    /// it), which the client's lossy decoding leaves out where it lands.
    private func templateUse(_ object: JSONObject) -> JSONValue? {
        guard object["template"] != nil else { return nil }
        var use = members(of: object, owner: nil) ?? object
        if case .object(let arguments) = object["arguments"] {
            var filtered = JSONObject(minimumCapacity: arguments.count)
            for (name, argument) in arguments { filtered[name] = element(argument) }
            use["arguments"] = .object(filtered)
        }
        return .object(use)
    }

    /// A value that may be an element: a component or an action by its
    /// type (filtered, null when nothing of it can be kept), a list of them
    /// (element by element), a `${name}` place inside a body (kept), or
    /// anything else (walked as plain structure).
    private func element(_ value: JSONValue) -> JSONValue {
        if keepsPlaceholders, TemplatePlaceholder.isWhole(value) { return value }
        switch value {
        case .array(let elements) where elements.contains(where: { $0["type"]?.stringValue != nil }):
            return .array(elements.compactMap { item in
                let kept = element(item)
                return kept.isNull && !item.isNull ? nil : kept
            })
        case .object(let object):
            guard let name = object["type"]?.stringValue else { return plain(value) }
            let type = TypeName(name)
            if client.table.rule(.component, type) != nil { return component(value, chain: 0) ?? .null }
            if client.table.rule(.action, type) != nil { return action(value, chain: 0) ?? .null }
            return plain(value)
        default:
            return plain(value)
        }
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
        // A type the client lacks (not a gated member it would misread) may have a downgrade (`showToast` → `showAlert`).
        if !client.allows(.action, type), let downgrade = client.table.rule(.action, type)?.downgrade,
           let replacement = try? downgrade.apply(to: object, factory: factory) {
            return action(replacement, chain: chain + 1)
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
