/// The `Decoder` that reads a `JSONTape` on behalf of `JSONModelDecoder`.
///
/// The tree decoder's twin (`JSONModelDecoderImpl`): the same single
/// instance for a whole decode, the same lazily built coding paths, the same
/// fast paths for primitives, and the same `DecodingError`s, built from the
/// offending value made into a `JSONValue` (errors are the cold path). What
/// differs is the value: a slot index instead of a tree node.
final class JSONTapeDecoderImpl: Decoder {
    let tape: JSONTape
    let userInfo: [CodingUserInfoKey: Any]
    let convertsFromSnakeCase: Bool
    let readsScalarsAsStrings: Bool

    struct Position {
        var slot: Int
        var parent: JSONCodingPathNode?
        var component: JSONCodingPathComponent?
    }

    /// Swapped around every nested value; only this decode's thread touches it.
    @exclusivity(unchecked) var position: Position
    var slot: Int { position.slot }

    /// snake_case keys already converted, so each distinct key converts once per decode.
    @exclusivity(unchecked) var convertedKeys: [String: String] = [:]

    /// Containers to reuse; closed (and never opened) for decoders made by
    /// `superDecoder`, which a model may keep after the decode returns.
    @exclusivity(unchecked) var pool = JSONTapeContainerPool()

    init(tape: JSONTape, slot: Int, userInfo: [CodingUserInfoKey: Any], convertsFromSnakeCase: Bool,
         readsScalarsAsStrings: Bool, parent: JSONCodingPathNode? = nil, component: JSONCodingPathComponent? = nil) {
        self.tape = tape
        self.position = Position(slot: slot, parent: parent, component: component)
        self.userInfo = userInfo
        self.convertsFromSnakeCase = convertsFromSnakeCase
        self.readsScalarsAsStrings = readsScalarsAsStrings
        if parent != nil || component != nil { pool.close() }
    }

    /// Ends pooling when the decode this decoder was made for has returned (see `JSONTapeContainerPool`).
    func finish() {
        pool.close()
    }

    /// Whether this decoder made decoders of its own, which hold the tape and may outlive the decode.
    /// (A flag, not a uniqueness check of `tape`: a `var` there would cost a retain and release on every read of it.)
    @exclusivity(unchecked) private(set) var madeSuperDecoders = false

    var codingPath: [any CodingKey] { JSONCodingPathNode.path(position.parent, position.component) }

    // MARK: - Reading slots

    @inline(__always)
    func kind(_ slot: Int) -> JSONTape.Kind { tape.slots[slot].kind }

    @inline(__always)
    func isNull(_ slot: Int) -> Bool { tape.slots[slot].kind == .null }

    /// A string, or a scalar's text when `readsScalarsAsStrings`.
    @inline(__always)
    func string(at slot: Int) -> String? {
        if let text = tape.string(at: slot) { return text }
        guard readsScalarsAsStrings else { return nil }
        switch tape.slots[slot].kind {
        case .number: return tape.numbers[Int(tape.slots[slot].first)].description
        case .true: return "true"
        case .false: return "false"
        default: return nil
        }
    }

    @inline(__always)
    func bool(at slot: Int) -> Bool? {
        switch tape.slots[slot].kind {
        case .true: return true
        case .false: return false
        default: return nil
        }
    }

    @inline(__always)
    func number(at slot: Int) -> JSONNumber? {
        let value = tape.slots[slot]
        return value.kind == .number ? tape.numbers[Int(value.first)] : nil
    }

    @inline(__always)
    func integer<I: FixedWidthInteger>(_: I.Type, at slot: Int) -> I? { number(at: slot)?.decodedInteger(I.self) }

    @inline(__always)
    func double(at slot: Int) -> Double? { number(at: slot)?.decodedDouble }

    @inline(__always)
    func float(at slot: Int) -> Float? { number(at: slot)?.decodedFloat }

    // MARK: - Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try keyedContainer(
            keyedBy: type, at: slot, parent: JSONCodingPathNode.handle(of: position.parent), component: position.component)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try unkeyedContainer(at: slot, parent: JSONCodingPathNode.handle(of: position.parent), component: position.component)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    // MARK: - Containers

    /// `parent` is a handle (`JSONCodingPathNode.handle(of:)`): reusing a container compares it
    /// and retains it only when it changes, where a plain reference would be retained and
    /// released around every object. The caller keeps the node alive.
    @inline(__always)
    func keyedContainer<Key: CodingKey>(
        keyedBy _: Key.Type, at slot: Int, parent: Unmanaged<JSONCodingPathNode>?, component: JSONCodingPathComponent?
    ) throws -> KeyedDecodingContainer<Key> {
        guard kind(slot) == .object else {
            throw JSONDecodingErrors.notAnObject(
                tape.value(at: slot), path: JSONCodingPathNode.path(parent?.takeUnretainedValue(), component))
        }
        guard pool.reusesKeyed else {
            return makeKeyedContainer(
                keyedBy: Key.self, at: slot, parent: parent?.takeUnretainedValue(), component: component, pooled: false)
        }
        if let idle = pool.idleKeyed(ObjectIdentifier(Key.self)) {
            pool.keyed[idle].reader._withUnsafeGuaranteedRef { $0.reuse(object: slot, parent: parent, component: component) }
            return keyedDecodingContainer(fromBox: pool.keyed[idle].box, keyedBy: Key.self)
        }
        return makeKeyedContainer(
            keyedBy: Key.self, at: slot, parent: parent?.takeUnretainedValue(), component: component, pooled: true)
    }

    /// Out of line, so that reusing a container does not look up the metadata only making one needs.
    @inline(never)
    private func makeKeyedContainer<Key: CodingKey>(
        keyedBy _: Key.Type, at slot: Int, parent: JSONCodingPathNode?, component: JSONCodingPathComponent?, pooled: Bool
    ) -> KeyedDecodingContainer<Key> {
        let container = JSONTapeKeyedDecodingContainer<Key>(impl: self, object: slot, parent: parent, component: component)
        let keyed = KeyedDecodingContainer(container)
        if pooled, pool.keyed.count < JSONTapeContainerPool.limit {
            pool.keyed.append(JSONTapeContainerPool.Keyed(
                keyType: ObjectIdentifier(Key.self), box: unsafeBitCast(keyed, to: AnyObject.self),
                reader: Unmanaged.passUnretained(container)))
        }
        return keyed
    }

    /// `parent` is a handle, as for `keyedContainer`.
    @inline(__always)
    func unkeyedContainer(
        at slot: Int, parent: Unmanaged<JSONCodingPathNode>?, component: JSONCodingPathComponent?
    ) throws -> JSONTapeUnkeyedDecodingContainer {
        guard kind(slot) == .array else {
            throw JSONDecodingErrors.notAnArray(
                tape.value(at: slot), path: JSONCodingPathNode.path(parent?.takeUnretainedValue(), component))
        }
        guard pool.isOpen else {
            return JSONTapeUnkeyedDecodingContainer(
                impl: self, array: slot, parent: parent?.takeUnretainedValue(), component: component)
        }
        if let idle = pool.idleUnkeyed() {
            idle.reuse(array: slot, parent: parent, component: component)
            return idle
        }
        let container = JSONTapeUnkeyedDecodingContainer(
            impl: self, array: slot, parent: parent?.takeUnretainedValue(), component: component)
        if pool.unkeyed.count < JSONTapeContainerPool.limit { pool.unkeyed.append(container) }
        return container
    }

    /// A fresh decoder for `slot` (nil: a missing member, read as null), for `superDecoder()`.
    func superDecoder(at slot: Int?, parent: JSONCodingPathNode, component: JSONCodingPathComponent) -> any Decoder {
        madeSuperDecoders = true
        guard let slot else {
            // A missing member reads as null, as in Foundation: the tree decoder has the null.
            return JSONModelDecoderImpl(value: .null, userInfo: userInfo, convertsFromSnakeCase: convertsFromSnakeCase,
                                        readsScalarsAsStrings: readsScalarsAsStrings, parent: parent, component: component)
        }
        return JSONTapeDecoderImpl(tape: tape, slot: slot, userInfo: userInfo, convertsFromSnakeCase: convertsFromSnakeCase,
                                   readsScalarsAsStrings: readsScalarsAsStrings, parent: parent, component: component)
    }

    // MARK: - Decoding values

    /// Decodes the member at `slot`, which `container` reached through `component`.
    @inline(__always)
    func unwrap<T: Decodable>(
        _ type: T.Type, at slot: Int, in container: JSONTapeContainer, component: JSONCodingPathComponent
    ) throws -> T {
        try decodeValue(type, at: slot, in: container, parent: nil, component: component) {
            if convertsFromSnakeCase, T.self is any JSONStringKeyedDictionaryDecodable.Type {
                return try decodeThroughTree(type, at: slot, parent: container.node, component: component)
            }
            // Swapped in and out rather than copied: no reference counting for the saved position.
            var other = Position(slot: slot, parent: container.node, component: component)
            swap(&position, &other)
            defer { swap(&position, &other) }
            return try T(from: self)
        }
    }

    /// Decodes the current value itself (top level or single-value container).
    @inline(__always)
    func unwrapCurrent<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeValue(type, at: slot, in: nil, parent: position.parent, component: position.component) {
            if convertsFromSnakeCase, T.self is any JSONStringKeyedDictionaryDecodable.Type {
                return try decodeThroughTree(type, at: slot, parent: position.parent, component: position.component)
            }
            return try T(from: self)
        }
    }

    /// Hands a value to the tree decoder: `[String: V]` under key conversion,
    /// whose keys are data and must not be converted (rare enough not to need its own path).
    private func decodeThroughTree<T: Decodable>(
        _ type: T.Type, at slot: Int, parent: JSONCodingPathNode?, component: JSONCodingPathComponent?
    ) throws -> T {
        let tree = JSONModelDecoderImpl(value: tape.value(at: slot), userInfo: userInfo,
                                        convertsFromSnakeCase: convertsFromSnakeCase,
                                        readsScalarsAsStrings: readsScalarsAsStrings, parent: parent, component: component)
        return try tree.unwrapCurrent(type)
    }

    /// The standard primitives without `init(from:)`, and anything else with `decodeOther`.
    /// The value's place is `component` from `container` when there is one, else from `parent`.
    @inline(__always)
    private func decodeValue<T>(
        _ type: T.Type, at slot: Int, in container: JSONTapeContainer?, parent: JSONCodingPathNode?,
        component: JSONCodingPathComponent?, decodeOther: () throws -> T
    ) throws -> T {
        if T.self == String.self {
            guard let result = string(at: slot) else { throw error(String.self, slot, container, parent, component) }
            return reinterpret(result, as: T.self)
        }
        if T.self == Int.self { return reinterpret(try integer(Int.self, slot, container, parent, component), as: T.self) }
        if T.self == Double.self {
            guard let result = double(at: slot) else { throw error(Double.self, slot, container, parent, component) }
            return reinterpret(result, as: T.self)
        }
        if T.self == Bool.self {
            guard let result = bool(at: slot) else { throw error(Bool.self, slot, container, parent, component) }
            return reinterpret(result, as: T.self)
        }
        if T.self == JSONValue.self { return reinterpret(tape.value(at: slot), as: T.self) }
        if T.self == Float.self {
            guard let result = float(at: slot) else { throw error(Float.self, slot, container, parent, component) }
            return reinterpret(result, as: T.self)
        }
        if T.self == Int64.self { return reinterpret(try integer(Int64.self, slot, container, parent, component), as: T.self) }
        if T.self == Int32.self { return reinterpret(try integer(Int32.self, slot, container, parent, component), as: T.self) }
        if T.self == UInt64.self { return reinterpret(try integer(UInt64.self, slot, container, parent, component), as: T.self) }
        if T.self == UInt.self { return reinterpret(try integer(UInt.self, slot, container, parent, component), as: T.self) }
        if T.self == UInt32.self { return reinterpret(try integer(UInt32.self, slot, container, parent, component), as: T.self) }
        if T.self == Int16.self { return reinterpret(try integer(Int16.self, slot, container, parent, component), as: T.self) }
        if T.self == UInt16.self { return reinterpret(try integer(UInt16.self, slot, container, parent, component), as: T.self) }
        if T.self == Int8.self { return reinterpret(try integer(Int8.self, slot, container, parent, component), as: T.self) }
        if T.self == UInt8.self { return reinterpret(try integer(UInt8.self, slot, container, parent, component), as: T.self) }
        // Asked only of arrays on the tape, so other types never pay for the conformance check.
        if kind(slot) == .array {
            if T.self == [String].self {
                return reinterpret(try strings(at: slot, parent: container?.node ?? parent, component: component), as: T.self)
            }
            if let arrayType = T.self as? any JSONTapeArrayDecodable.Type {
                return try decodeArray(arrayType, as: T.self, at: slot, parent: container?.node ?? parent, component: component)
            }
        }
        return try decodeOther()
    }

    /// `[String]`, the commonest array of a screen (paragraphs, state keys, tags), without the
    /// conformance check and unspecialised array code of `decodeArray`: the same container,
    /// values and errors (what it saves is in docs/json.md).
    @inline(never)
    private func strings(at slot: Int, parent: JSONCodingPathNode?, component: JSONCodingPathComponent?) throws -> [String] {
        try unkeyedContainer(at: slot, parent: JSONCodingPathNode.handle(of: parent), component: component)
            .decodeRemaining(String.self)
    }

    /// Out of line: the temporary's metadata would otherwise be looked up on every value's way in.
    @inline(never)
    private func decodeArray<T>(
        _ arrayType: any JSONTapeArrayDecodable.Type, as _: T.Type, at slot: Int, parent: JSONCodingPathNode?,
        component: JSONCodingPathComponent?
    ) throws -> T {
        try withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
            guard let result = buffer.baseAddress else {
                throw JSONDecodingErrors.notAnArray(tape.value(at: slot), path: JSONCodingPathNode.path(parent, component))
            }
            try arrayType.decodeTapeArray(self, at: slot, parent: parent, component: component,
                                          into: UnsafeMutableRawPointer(result))
            return result.move()
        }
    }

    @inline(__always)
    private func integer<I: FixedWidthInteger>(
        _ type: I.Type, _ slot: Int, _ container: JSONTapeContainer?, _ parent: JSONCodingPathNode?,
        _ component: JSONCodingPathComponent?
    ) throws -> I {
        guard let result = integer(I.self, at: slot) else { throw error(I.self, slot, container, parent, component) }
        return result
    }

    @inline(never)
    func error(
        _ type: Any.Type, _ slot: Int, _ container: JSONTapeContainer?, _ parent: JSONCodingPathNode?,
        _ component: JSONCodingPathComponent?
    ) -> DecodingError {
        let path = if let container, let component { container.path(appending: component) }
            else { JSONCodingPathNode.path(parent, component) }
        return JSONDecodingErrors.primitive(type, found: tape.value(at: slot), path: path)
    }
}

/// `JSONValue` members are made from the tape in one go.
extension JSONTapeDecoderImpl {
    var currentJSONValue: JSONValue { tape.value(at: slot) }
}

/// The decoder is its own single-value container, as the tree decoder is.
extension JSONTapeDecoderImpl: SingleValueDecodingContainer {
    func decodeNil() -> Bool { isNull(slot) }

    func decode(_: Bool.Type) throws -> Bool {
        guard let result = bool(at: slot) else { throw primitiveError(Bool.self) }
        return result
    }

    func decode(_: String.Type) throws -> String {
        guard let result = string(at: slot) else { throw primitiveError(String.self) }
        return result
    }

    func decode(_: Double.Type) throws -> Double {
        guard let result = double(at: slot) else { throw primitiveError(Double.self) }
        return result
    }

    func decode(_: Float.Type) throws -> Float {
        guard let result = float(at: slot) else { throw primitiveError(Float.self) }
        return result
    }

    func decode(_: Int.Type) throws -> Int { try decodeInteger(Int.self) }
    func decode(_: Int8.Type) throws -> Int8 { try decodeInteger(Int8.self) }
    func decode(_: Int16.Type) throws -> Int16 { try decodeInteger(Int16.self) }
    func decode(_: Int32.Type) throws -> Int32 { try decodeInteger(Int32.self) }
    func decode(_: Int64.Type) throws -> Int64 { try decodeInteger(Int64.self) }
    func decode(_: UInt.Type) throws -> UInt { try decodeInteger(UInt.self) }
    func decode(_: UInt8.Type) throws -> UInt8 { try decodeInteger(UInt8.self) }
    func decode(_: UInt16.Type) throws -> UInt16 { try decodeInteger(UInt16.self) }
    func decode(_: UInt32.Type) throws -> UInt32 { try decodeInteger(UInt32.self) }
    func decode(_: UInt64.Type) throws -> UInt64 { try decodeInteger(UInt64.self) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try unwrapCurrent(type)
    }

    @inline(__always)
    private func decodeInteger<I: FixedWidthInteger>(_: I.Type) throws -> I {
        guard let result = integer(I.self, at: slot) else { throw primitiveError(I.self) }
        return result
    }

    private func primitiveError(_ type: Any.Type) -> DecodingError {
        JSONDecodingErrors.primitive(type, found: tape.value(at: slot), path: codingPath)
    }
}
