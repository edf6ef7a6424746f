/// Reads the members of an object on a `JSONTape` by coding key.
///
/// Keys are compared as bytes on the tape, so no key is ever made into a
/// `String`. Lookups start just after the previous hit (models read keys in
/// roughly document order). An object with a repeated key takes the last
/// value, as the tree does; with `.convertFromSnakeCase` the keys are made
/// and converted once, when the container is made.
///
/// Everything but the `Key` type lives here, without generics, so that
/// `JSONTapeContainerPool` can point a finished container at its next object.
class JSONTapeObjectReader: JSONTapeContainer {
    /// The object's slot; its first member's key slot is the next one.
    @exclusivity(unchecked) final private(set) var object: Int
    /// The slot after the object.
    @exclusivity(unchecked) final private(set) var end: Int
    @exclusivity(unchecked) final private(set) var hasDuplicateKeys: Bool
    /// Converted names and their value slots (first spelling wins); nil when keys are used as they are.
    @exclusivity(unchecked) final private(set) var converted: [(name: String, value: Int)]?
    /// The key slot where the next lookup starts.
    @exclusivity(unchecked) final private var cursor: Int

    init(impl: JSONTapeDecoderImpl, object: Int, parent: JSONCodingPathNode?, component: JSONCodingPathComponent?) {
        self.object = object
        let slot = impl.tape.slots[object]
        self.end = Int(slot.first)
        self.hasDuplicateKeys = slot.flags & JSONTape.hasDuplicateKeys != 0
        self.cursor = object + 1
        self.converted = impl.convertsFromSnakeCase ? Self.convertedMembers(impl: impl, object: object) : nil
        super.init(impl: impl, parent: parent, component: component)
    }

    /// Points this container, which its last model has let go of, at `object`.
    @inline(__always)
    final func reuse(object: Int, parent: Unmanaged<JSONCodingPathNode>?, component: JSONCodingPathComponent?) {
        self.object = object
        let slot = tape.slots[object]
        end = Int(slot.first)
        hasDuplicateKeys = slot.flags & JSONTape.hasDuplicateKeys != 0
        cursor = object + 1
        if impl.convertsFromSnakeCase { converted = Self.convertedMembers(impl: impl, object: object) }
        move(parent: parent, component: component)
    }

    /// Members with their last values in first-key order, as `JSONObject` keeps them.
    static func uniqueMembers(_ tape: JSONTape, object: Int) -> [(key: String, value: Int)] {
        var members: [(key: String, value: Int)] = []
        var positions: [String: Int] = [:]
        var position = object + 1
        let end = Int(tape.slots[object].first)
        while position < end {
            let key = tape.string(at: position) ?? ""
            if let existing = positions[key] {
                members[existing].value = position + 1
            } else {
                positions[key] = members.count
                members.append((key, position + 1))
            }
            position = tape.end(of: position + 1)
        }
        return members
    }

    private static func convertedMembers(impl: JSONTapeDecoderImpl, object: Int) -> [(name: String, value: Int)] {
        uniqueMembers(impl.tape, object: object).map { member in
            let key = member.key
            if !key.utf8.contains(UInt8(ascii: "_")) { return (key, member.value) }
            if let cached = impl.convertedKeys[key] { return (cached, member.value) }
            let name = JSONKeyCaseConversion.fromSnakeCase(key)
            impl.convertedKeys[key] = name
            return (name, member.value)
        }
    }

    /// The value slot of member `name`, or nil.
    @inline(__always)
    final func member(named name: String) -> Int? {
        if let converted {
            return converted.first { jsonKeysMatch($0.name, name) }?.value
        }
        if hasDuplicateKeys {
            var found: Int?
            var position = object + 1
            while position < end {
                if tape.key(at: position, equals: name) { found = position + 1 }
                position = tape.end(of: position + 1)
            }
            return found
        }
        // From the cursor to the end, then from the first member up to the cursor.
        var position = cursor
        while position < end {
            if tape.key(at: position, equals: name) {
                cursor = tape.end(of: position + 1)
                return position + 1
            }
            position = tape.end(of: position + 1)
        }
        position = object + 1
        while position < cursor {
            if tape.key(at: position, equals: name) {
                cursor = tape.end(of: position + 1)
                return position + 1
            }
            position = tape.end(of: position + 1)
        }
        return nil
    }
}

/// The `KeyedDecodingContainerProtocol` face of `JSONTapeObjectReader`.
final class JSONTapeKeyedDecodingContainer<Key: CodingKey>: JSONTapeObjectReader, JSONKeyedLessCommonIntegers {
    var allKeys: [Key] {
        // Plain loops, as in `JSONKeyedDecodingContainer`: `compactMap` over a generic
        // `Key` stays unspecialised and resolves its associated types at run time on first use.
        var keys: [Key] = []
        if let converted {
            var seen = Set<String>()
            for member in converted where seen.insert(member.name).inserted {
                if let key = Key(stringValue: member.name) { keys.append(key) }
            }
            return keys
        }
        for member in Self.uniqueMembers(tape, object: object) {
            if let key = Key(stringValue: member.key) { keys.append(key) }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool {
        member(named: key.stringValue) != nil
    }

    @inline(__always)
    private func member(_ key: Key) -> Int? { member(named: key.stringValue) }

    /// The member called `name`, which is `key`'s name, or `keyNotFound`.
    @inline(__always)
    private func require(_ name: String, _ key: Key) throws -> Int {
        guard let slot = member(named: name) else { throw JSONDecodingErrors.keyNotFound(key, containerPath: codingPath) }
        return slot
    }

    @inline(__always)
    private func require(_ key: Key) throws -> Int {
        guard let slot = member(key) else { throw JSONDecodingErrors.keyNotFound(key, containerPath: codingPath) }
        return slot
    }

    @inline(never)
    private func error(_ type: Any.Type, _ slot: Int, _ key: Key) -> DecodingError {
        JSONDecodingErrors.primitive(type, found: tape.value(at: slot), path: path(appending: JSONCodingPathComponent(key)))
    }

    /// A primitive member: nil when absent or null, the value when it converts, else the error.
    @inline(__always)
    private func primitiveIfPresent<T>(_ type: T.Type, _ key: Key, _ convert: (Int) -> T?) throws -> T? {
        guard let slot = member(key) else { return nil }
        if let result = convert(slot) { return result }
        if impl.isNull(slot) { return nil }
        throw error(type, slot, key)
    }

    @inline(__always)
    private func primitive<T>(_ type: T.Type, _ key: Key, _ convert: (Int) -> T?) throws -> T {
        let slot = try require(key)
        guard let result = convert(slot) else { throw error(type, slot, key) }
        return result
    }

    // MARK: - Nil, Bool, String, floating point

    func decodeNil(forKey key: Key) throws -> Bool { impl.isNull(try require(key)) }

    // Bool and String are spelled out: a closure over `impl` costs a retain and release per member.
    func decode(_: Bool.Type, forKey key: Key) throws -> Bool {
        let slot = try require(key)
        guard let result = impl.bool(at: slot) else { throw error(Bool.self, slot, key) }
        return result
    }

    func decodeIfPresent(_: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let slot = member(key) else { return nil }
        if let result = impl.bool(at: slot) { return result }
        if impl.isNull(slot) { return nil }
        throw error(Bool.self, slot, key)
    }

    func decode(_: String.Type, forKey key: Key) throws -> String {
        let slot = try require(key)
        guard let result = impl.string(at: slot) else { throw error(String.self, slot, key) }
        return result
    }

    func decodeIfPresent(_: String.Type, forKey key: Key) throws -> String? {
        guard let slot = member(key) else { return nil }
        if let result = impl.string(at: slot) { return result }
        if impl.isNull(slot) { return nil }
        throw error(String.self, slot, key)
    }

    func decode(_: Double.Type, forKey key: Key) throws -> Double { try primitive(Double.self, key, impl.double(at:)) }
    func decodeIfPresent(_: Double.Type, forKey key: Key) throws -> Double? {
        try primitiveIfPresent(Double.self, key, impl.double(at:))
    }
    func decode(_: Float.Type, forKey key: Key) throws -> Float { try primitive(Float.self, key, impl.float(at:)) }
    func decodeIfPresent(_: Float.Type, forKey key: Key) throws -> Float? { try primitiveIfPresent(Float.self, key, impl.float(at:)) }

    // MARK: - Integers

    @inline(__always)
    private func integer<I: FixedWidthInteger>(_: I.Type, _ key: Key) throws -> I {
        try primitive(I.self, key) { impl.integer(I.self, at: $0) }
    }

    @inline(__always)
    private func integerIfPresent<I: FixedWidthInteger>(_: I.Type, _ key: Key) throws -> I? {
        try primitiveIfPresent(I.self, key) { impl.integer(I.self, at: $0) }
    }

    // Int and Int64 have inlined paths; the other widths come through `JSONKeyedLessCommonIntegers`.
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func lessCommonInteger<I: FixedWidthInteger>(_: I.Type, _ key: Key) throws -> I {
        try integer(I.self, key)
    }

    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func lessCommonIntegerIfPresent<I: FixedWidthInteger>(_: I.Type, _ key: Key) throws -> I? {
        try integerIfPresent(I.self, key)
    }

    func decode(_: Int.Type, forKey key: Key) throws -> Int { try integer(Int.self, key) }
    func decode(_: Int64.Type, forKey key: Key) throws -> Int64 { try integer(Int64.self, key) }

    func decodeIfPresent(_: Int.Type, forKey key: Key) throws -> Int? { try integerIfPresent(Int.self, key) }
    func decodeIfPresent(_: Int64.Type, forKey key: Key) throws -> Int64? { try integerIfPresent(Int64.self, key) }

    // MARK: - Generic values

    // The key's name is asked for once: it finds the member and names the step.
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let name = key.stringValue
        let slot = try require(name, key)
        return try impl.unwrap(type, at: slot, in: self, component: .key(name, key.intValue))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let name = key.stringValue
        guard let slot = member(named: name), !impl.isNull(slot) else { return nil }
        return try impl.unwrap(type, at: slot, in: self, component: .key(name, key.intValue))
    }

    // MARK: - Nested containers

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let name = key.stringValue
        let slot = try require(name, key)
        return try impl.keyedContainer(
            keyedBy: type, at: slot, parent: Unmanaged.passUnretained(node), component: .key(name, key.intValue))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let name = key.stringValue
        let slot = try require(name, key)
        return try impl.unkeyedContainer(at: slot, parent: Unmanaged.passUnretained(node), component: .key(name, key.intValue))
    }

    /// A decoder for the `"super"` member; a missing member reads as null, as in Foundation.
    func superDecoder() throws -> any Decoder {
        impl.superDecoder(at: member(named: JSONCodingKey.super.stringValue), parent: node,
                          component: JSONCodingPathComponent(JSONCodingKey.super))
    }

    /// A decoder for the member `key`; a missing member reads as null, as in Foundation.
    func superDecoder(forKey key: Key) throws -> any Decoder {
        impl.superDecoder(at: member(key), parent: node, component: JSONCodingPathComponent(key))
    }
}
