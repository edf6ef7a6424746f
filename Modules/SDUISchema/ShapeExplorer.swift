import JSON
import SDUIContract

/// Learns what a contract type's decoder accepts by running the decoder
/// itself against made-up input (`ProbeRun`), so a schema written from it
/// cannot drift from the code: a member is listed because the decoder asks
/// for it, required because leaving it out makes decoding fail or complain,
/// and typed with every type the decoder tries for it.
final class ShapeExplorer {
    /// Types shown by name instead of explored (polymorphic elements), with a value to hand back.
    struct Reference {
        let name: String
        let sample: Any
    }

    /// A type whose members depend on one string member (`type`, `kind`).
    struct Discriminator {
        let key: String
        let values: [String]
    }

    private let references: [ObjectIdentifier: Reference]
    private let discriminators: [ObjectIdentifier: Discriminator]
    private var shapes: [ObjectIdentifier: TypeShape] = [:]
    private var exploring: Set<ObjectIdentifier> = []
    /// Every explored type reached from another, by its qualified name
    /// (`SDUI.Header`): written once under `$defs` and referred to.
    private(set) var definitions: [(name: String, shape: TypeShape)] = []

    init(references: [ObjectIdentifier: Reference], discriminators: [ObjectIdentifier: Discriminator]) {
        self.references = references
        self.discriminators = discriminators
    }

    /// The shape of `type`, explored once: a reference to its definition
    /// for types with members, the shape itself for JSON's own types.
    func shape(of type: any Decodable.Type) throws(SchemaError) -> TypeShape {
        try describing(type) {
            func open<T: Decodable>(_ type: T.Type) throws -> TypeShape { try sample(type, fixed: nil).0 }
            return try open(type)
        }
    }

    /// The members of `type` itself, without a definition of its own (a
    /// component's payload, written with the component's envelope).
    func members(of type: any Decodable.Type) throws(SchemaError) -> TypeShape {
        try describing(type) {
            func open<T: Decodable>(_ type: T.Type) throws -> TypeShape { try explore(type) }
            return try open(type)
        }
    }

    private func describing(_ type: any Decodable.Type, _ body: () throws -> TypeShape) throws(SchemaError) -> TypeShape {
        do {
            return try body()
        } catch let error as SchemaError {
            throw error
        } catch {
            throw SchemaError(type: "\(type)", reason: "its decoder failed on made-up input: \(error)")
        }
    }

    /// The shape of `T` and a value of it to hand back to the decoder that asked.
    func sample<T: Decodable>(_ type: T.Type, fixed: String?) throws -> (TypeShape, T) {
        if let fixed {
            if let value = fixed as? T { return (.enumeration([fixed]), value) }
            if let value = TypeName(fixed) as? T { return (.enumeration([fixed]), value) }
        }
        if let leaf = Self.leaf(T.self) { return (leaf.shape, try cast(leaf.value)) }
        if let reference = references[ObjectIdentifier(T.self)] {
            return (.reference(reference.name), try cast(reference.sample))
        }
        if let optional = T.self as? any ProbeOptional.Type {
            return (try shape(of: optional.wrappedType), try cast(optional.absent))
        }
        if let enumeration = T.self as? any TolerantEnum.Type {
            let (cases, sample) = enumerationCases(enumeration)
            return (.enumeration(cases), try cast(sample))
        }
        if let sequence = T.self as? any ProbeSequence.Type {
            let (element, sample) = try sampleAny(sequence.elementType)
            guard let one = sequence.holding(sample) else { throw SchemaError(type: "\(T.self)", reason: "cannot hold a sample") }
            return (.array(element), try cast(one))
        }
        if let dictionary = T.self as? any ProbeDictionary.Type {
            return (.dictionary(try shape(of: dictionary.valueType)), try cast(dictionary.empty))
        }
        if let wrapper = T.self as? any ProbeTransparent.Type {
            let (shape, inner) = try sampleAny(wrapper.wrappedType)
            guard let wrapped = wrapper.wrapping(inner) else { throw SchemaError(type: "\(T.self)", reason: "cannot wrap a sample") }
            return (shape, try cast(wrapped))
        }
        let shape = try explore(T.self)
        let value = try T(from: ProbeDecoder(run: ProbeRun(plan: plainPlan(for: T.self), explorer: self), codingPath: []))
        switch shape {
        case .object, .tagged:
            let name = String(reflecting: T.self)
            if !definitions.contains(where: { $0.name == name }) { definitions.append((name, shape)) }
            return (.reference(name), value)
        default:
            return (shape, value)
        }
    }

    private func sampleAny(_ type: any Decodable.Type) throws -> (TypeShape, Any) {
        func open<T: Decodable>(_ type: T.Type) throws -> (TypeShape, Any) {
            let (shape, value) = try sample(type, fixed: nil)
            return (shape, value)
        }
        return try open(type)
    }

    private func plainPlan<T>(for type: T.Type) -> ProbeRun.Plan {
        var plan = ProbeRun.Plan()
        if let discriminator = discriminators[ObjectIdentifier(T.self)], let first = discriminator.values.first {
            plan.fixed[discriminator.key] = first
        }
        return plan
    }

    private func explore<T: Decodable>(_ type: T.Type) throws -> TypeShape {
        let id = ObjectIdentifier(T.self)
        if let known = shapes[id] { return known }
        guard !exploring.contains(id) else {
            throw SchemaError(type: "\(T.self)", reason: "it contains itself without a named reference")
        }
        exploring.insert(id)
        defer { exploring.remove(id) }
        let shape: TypeShape
        if let discriminator = discriminators[id] {
            shape = .tagged(key: discriminator.key, branches: try discriminator.values.map { value in
                TypeShape.Branch(value: value, shape: try exploreMembers(T.self, base: ProbeRun.Plan(fixed: [discriminator.key: value])))
            })
        } else {
            shape = try exploreMembers(T.self, base: ProbeRun.Plan())
        }
        shapes[id] = shape
        return shape
    }

    /// Runs `T`'s decoder once plainly, then once per member left out, sent
    /// as null and refused, to learn which members are needed, which take
    /// null for absent, and which other types a member takes.
    private func exploreMembers<T: Decodable>(_ type: T.Type, base: ProbeRun.Plan) throws -> TypeShape {
        let plain = ProbeRun(plan: base, explorer: self)
        _ = try T(from: ProbeDecoder(run: plain, codingPath: []))
        switch plain.form {
        case .none: return .object([])
        case .single(let shape): return shape
        case .array(let element): return .array(element)
        case .keyed: break
        }
        let tolerated = plain.complaints
        var members: [TypeShape.Member] = []
        for key in plain.keys {
            var alternatives = (plain.requests[key] ?? []).map(\.shape)
            var omitted = base
            omitted.omitted = key
            let required = quietRun(T.self, plan: omitted, tolerating: tolerated) == nil
            var nulled = base
            nulled.nulled = key
            let nullable = !required && quietRun(T.self, plan: nulled, tolerating: tolerated) != nil
            var refusals = 1
            while refusals <= 3 {
                var refusing = base
                refusing.failing = key
                refusing.failures = refusals
                guard let run = quietRun(T.self, plan: refusing, tolerating: tolerated) else { break }
                let tried = (run.requests[key] ?? []).map(\.shape).filter { !alternatives.contains($0) }
                if tried.isEmpty { break }
                alternatives += tried
                refusals += 1
            }
            members.append(TypeShape.Member(key: key, shape: .union(alternatives), required: required, nullable: nullable))
        }
        return .object(members)
    }

    /// The run, when decoding succeeded without more diagnostics than the
    /// plain run had; nil otherwise.
    private func quietRun<T: Decodable>(_ type: T.Type, plan: ProbeRun.Plan, tolerating: Int) -> ProbeRun? {
        let run = ProbeRun(plan: plan, explorer: self)
        guard (try? T(from: ProbeDecoder(run: run, codingPath: []))) != nil, run.complaints <= tolerating else { return nil }
        return run
    }

    private func cast<T>(_ value: Any) throws -> T {
        guard let typed = value as? T else { throw SchemaError(type: "\(T.self)", reason: "the probe's sample has another type") }
        return typed
    }

    private static let roles = ColorRole.allCases.map(\.rawValue)
    private static let hexColor = TypeShape.pattern("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$")

    /// JSON's own types, answered without a decoder.
    private static func leaf(_ type: Any.Type) -> (shape: TypeShape, value: Any)? {
        switch type {
        // "x": a name, a pattern and an expression alike, where "" is none of them.
        case is String.Type: return (.string, "x")
        case is TypeName.Type: return (.string, TypeName("x"))
        case is Bool.Type: return (.boolean, false)
        case is Int.Type: return (.integer, 0 as Int)
        case is Int64.Type: return (.integer, 0 as Int64)
        case is Int32.Type: return (.integer, 0 as Int32)
        case is UInt.Type: return (.integer, 0 as UInt)
        case is UInt64.Type: return (.integer, 0 as UInt64)
        case is Double.Type: return (.number, 0 as Double)
        case is Float.Type: return (.number, 0 as Float)
        case is JSONValue.Type: return (.any, JSONValue.null)
        case is JSONObject.Type: return (.dictionary(.any), JSONObject())
        case is JSONObjectProbe.Type: return (.dictionary(.any), JSONObjectProbe())
        // Colours: a role or #RRGGBB/#RGB; a palette names roles only. Their decoders read
        // free strings and keys, which probing cannot learn.
        case is ColorValue.Type: return (.anyOf([.enumeration(roles), hexColor]), ColorValue.role(.primary))
        case is ThemePalette.Type:
            return (.object(roles.map { TypeShape.Member(key: $0, shape: hexColor, required: false) }), ThemePalette([:]))
        default: return nil
        }
    }
}

/// A contract type the schema cannot be written for, and why.
public struct SchemaError: Error, Sendable, CustomStringConvertible {
    public let type: String
    public let reason: String
    public var description: String { "cannot describe \(type): \(reason)" }
}
