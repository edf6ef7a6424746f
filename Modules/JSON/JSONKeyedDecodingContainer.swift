/// Reads the members of a JSON object by coding key.
///
/// Lookups scan small objects linearly, starting just after the previous hit
/// (models read keys in roughly document order, so this is usually one
/// comparison), and use `JSONObject.position(of:)`'s hash index for large
/// ones. With `.convertFromSnakeCase` the object's keys are converted once,
/// when the container is made, not on every lookup.
///
/// It is a class, and its own coding-path node: the standard library's type
/// eraser copies a struct container on every call, which for a container
/// holding several references costs more than this one allocation.
final class JSONKeyedDecodingContainer<Key: CodingKey>: JSONCodingPathNode, JSONKeyedLessCommonIntegers {
    let impl: JSONModelDecoderImpl
    let object: JSONObject
    /// The object's keys after snake_case conversion; nil when keys are used as they are.
    let convertedKeys: JSONConvertedKeys?
    /// Where the next linear lookup starts.
    private var cursor = 0

    init(
        impl: JSONModelDecoderImpl, object: JSONObject,
        parent: JSONCodingPathNode?, component: JSONCodingPathComponent?
    ) {
        self.impl = impl
        self.object = object
        self.convertedKeys = impl.convertsFromSnakeCase ? JSONConvertedKeys(object, impl: impl) : nil
        super.init(parent: parent, component: component)
    }

    var allKeys: [Key] {
        // Plain loops: `compactMap` over a generic `Key` stays unspecialised
        // and resolves its associated types at run time on first use.
        var keys: [Key] = []
        if let convertedKeys {
            for name in convertedKeys.uniqueKeys {
                if let key = Key(stringValue: name) { keys.append(key) }
            }
            return keys
        }
        for entry in object.entries {
            if let key = Key(stringValue: entry.key) { keys.append(key) }
        }
        return keys
    }

    func contains(_ key: Key) -> Bool {
        member(key) != nil
    }

    /// The value for `key`, or nil when the object has no such member.
    @inline(__always)
    private func member(_ key: Key) -> JSONValue? {
        member(named: key.stringValue)
    }

    @inline(__always)
    private func member(named name: String) -> JSONValue? {
        if let convertedKeys {
            return convertedKeys.position(of: name).map { object.entries[$0].value }
        }
        let count = object.count
        if count > JSONObject.indexThreshold {
            return object.position(of: name).map { object.entries[$0].value }
        }
        var position = cursor
        for _ in 0..<count {
            if position >= count { position = 0 }
            if jsonKeysMatch(object.entries[position].key, name) {
                cursor = position + 1
                return object.entries[position].value
            }
            position += 1
        }
        return nil
    }

    @inline(__always)
    private func require(_ key: Key) throws -> JSONValue {
        guard let value = member(key) else {
            throw JSONDecodingErrors.keyNotFound(key, containerPath: codingPath)
        }
        return value
    }

    @inline(__always)
    private func error(_ type: Any.Type, _ value: JSONValue, _ key: Key) -> DecodingError {
        JSONDecodingErrors.primitive(type, found: value, path: path(appending: JSONCodingPathComponent(key)))
    }

    // MARK: - Nil

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try require(key) { return true }
        return false
    }

    // MARK: - Bool and String

    func decode(_: Bool.Type, forKey key: Key) throws -> Bool {
        let value = try require(key)
        guard let result = value.decodedBool else { throw error(Bool.self, value, key) }
        return result
    }

    func decodeIfPresent(_: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let value = member(key) else { return nil }
        if let result = value.decodedBool { return result }
        if case .null = value { return nil }
        throw error(Bool.self, value, key)
    }

    func decode(_: String.Type, forKey key: Key) throws -> String {
        let value = try require(key)
        guard let result = impl.string(from: value) else { throw error(String.self, value, key) }
        return result
    }

    func decodeIfPresent(_: String.Type, forKey key: Key) throws -> String? {
        guard let value = member(key) else { return nil }
        if let result = impl.string(from: value) { return result }
        if case .null = value { return nil }
        throw error(String.self, value, key)
    }

    // MARK: - Floating point

    func decode(_: Double.Type, forKey key: Key) throws -> Double {
        let value = try require(key)
        guard let result = value.decodedDouble else { throw error(Double.self, value, key) }
        return result
    }

    func decodeIfPresent(_: Double.Type, forKey key: Key) throws -> Double? {
        guard let value = member(key) else { return nil }
        if let result = value.decodedDouble { return result }
        if case .null = value { return nil }
        throw error(Double.self, value, key)
    }

    func decode(_: Float.Type, forKey key: Key) throws -> Float {
        let value = try require(key)
        guard let result = value.decodedFloat else { throw error(Float.self, value, key) }
        return result
    }

    func decodeIfPresent(_: Float.Type, forKey key: Key) throws -> Float? {
        guard let value = member(key) else { return nil }
        if let result = value.decodedFloat { return result }
        if case .null = value { return nil }
        throw error(Float.self, value, key)
    }

    // MARK: - Integers

    @inline(__always)
    private func decodeInteger<I: FixedWidthInteger>(_: I.Type, forKey key: Key) throws -> I {
        let value = try require(key)
        guard let result = value.decodedInteger(I.self) else { throw error(I.self, value, key) }
        return result
    }

    @inline(__always)
    private func decodeIntegerIfPresent<I: FixedWidthInteger>(_: I.Type, forKey key: Key) throws -> I? {
        guard let value = member(key) else { return nil }
        if let result = value.decodedInteger(I.self) { return result }
        if case .null = value { return nil }
        throw error(I.self, value, key)
    }

    // Int and Int64 have inlined paths; the other widths come through `JSONKeyedLessCommonIntegers`.
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func lessCommonInteger<I: FixedWidthInteger>(_: I.Type, _ key: Key) throws -> I {
        try decodeInteger(I.self, forKey: key)
    }

    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func lessCommonIntegerIfPresent<I: FixedWidthInteger>(_: I.Type, _ key: Key) throws -> I? {
        try decodeIntegerIfPresent(I.self, forKey: key)
    }

    func decode(_: Int.Type, forKey key: Key) throws -> Int { try decodeInteger(Int.self, forKey: key) }
    func decode(_: Int64.Type, forKey key: Key) throws -> Int64 { try decodeInteger(Int64.self, forKey: key) }

    func decodeIfPresent(_: Int.Type, forKey key: Key) throws -> Int? {
        try decodeIntegerIfPresent(Int.self, forKey: key)
    }
    func decodeIfPresent(_: Int64.Type, forKey key: Key) throws -> Int64? {
        try decodeIntegerIfPresent(Int64.self, forKey: key)
    }

    // MARK: - Generic values

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let value = try require(key)
        return try impl.unwrap(type, from: value, in: self, component: JSONCodingPathComponent(key))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = member(key) else { return nil }
        if case .null = value { return nil }
        return try impl.unwrap(type, from: value, in: self, component: JSONCodingPathComponent(key))
    }

    // MARK: - Nested containers

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let value = try require(key)
        return try impl.keyedContainer(keyedBy: type, for: value, parent: self, component: JSONCodingPathComponent(key))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let value = try require(key)
        return try impl.unkeyedContainer(for: value, parent: self, component: JSONCodingPathComponent(key))
    }

    /// A decoder for the `"super"` member; a missing member reads as null, as in Foundation.
    func superDecoder() throws -> any Decoder {
        impl.superDecoder(
            for: member(named: JSONCodingKey.super.stringValue) ?? .null, parent: self,
            component: JSONCodingPathComponent(JSONCodingKey.super))
    }

    /// A decoder for the member `key`; a missing member reads as null, as in Foundation.
    func superDecoder(forKey key: Key) throws -> any Decoder {
        impl.superDecoder(for: member(key) ?? .null, parent: self, component: JSONCodingPathComponent(key))
    }
}

/// An object's keys after snake_case conversion, in document order.
///
/// When two keys convert to the same name (`"a_b"` and `"aB"`), the first
/// one in the document wins, as in Foundation.
struct JSONConvertedKeys {
    let names: [String]
    /// A name → first position index, only for objects large enough to need one.
    let index: [String: Int]?

    init(_ object: JSONObject, impl: JSONModelDecoderImpl) {
        var names: [String] = []
        names.reserveCapacity(object.count)
        for entry in object.entries {
            let key = entry.key
            if !key.utf8.contains(UInt8(ascii: "_")) {
                names.append(key)
            } else if let cached = impl.convertedKeys[key] {
                names.append(cached)
            } else {
                let converted = JSONKeyCaseConversion.fromSnakeCase(key)
                impl.convertedKeys[key] = converted
                names.append(converted)
            }
        }
        self.names = names
        if names.count > JSONObject.indexThreshold {
            var index = [String: Int](minimumCapacity: names.count)
            for (position, name) in names.enumerated() where index[name] == nil {
                index[name] = position
            }
            self.index = index
        } else {
            self.index = nil
        }
    }

    @inline(__always)
    func position(of name: String) -> Int? {
        if let index { return index[name] }
        return names.firstIndex { jsonKeysMatch($0, name) }
    }

    /// The converted names without later duplicates, for `allKeys`.
    var uniqueKeys: [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

/// Whether an object key is the name a coding key asks for.
///
/// Checks the UTF-8 length before comparing: when a model looks up a key the
/// object lacks (absent optional members are common), most candidates are
/// rejected without a full string comparison. Keys of different UTF-8 length
/// never match, so two spellings that are only canonically equivalent in
/// Unicode (`"é"` precomposed vs decomposed) are different keys, as RFC 8259
/// compares names.
@inline(__always)
func jsonKeysMatch(_ key: String, _ name: String) -> Bool {
    key.utf8.count == name.utf8.count && key == name
}
