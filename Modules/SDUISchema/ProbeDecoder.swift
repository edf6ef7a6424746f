import SDUIContract

/// The `Decoder` of a probe run: its keyed container records the members a
/// type asks for; nested values come from `ShapeExplorer.sample`, so each
/// nested type is explored once, on its own.
struct ProbeDecoder: Decoder {
    let run: ProbeRun
    let codingPath: [any CodingKey]

    var userInfo: [CodingUserInfoKey: Any] { [ContractContext.userInfoKey: run.context] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        run.openedKeyed()
        return KeyedDecodingContainer(ProbeKeyedContainer<Key>(run: run, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        ProbeUnkeyedContainer(run: run, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ProbeSingleValueContainer(run: run, codingPath: codingPath)
    }
}

struct ProbeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let run: ProbeRun
    let codingPath: [any CodingKey]

    /// No free keys: dictionaries are answered by `ShapeExplorer.sample` without decoding.
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { key.stringValue != run.plan.omitted }

    func decodeNil(forKey key: Key) throws -> Bool {
        if key.stringValue == run.plan.omitted {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "left out by the probe"))
        }
        return key.stringValue == run.plan.nulled
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try run.value(type, key: key.stringValue, required: true, codingPath: codingPath)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard contains(key), key.stringValue != run.plan.nulled else { return nil }
        return try run.value(type, key: key.stringValue, required: false, codingPath: codingPath)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type, forKey: key, generic: ()) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(type, forKey: key, generic: ()) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type, forKey: key, generic: ()) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type, forKey: key, generic: ()) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type, forKey: key, generic: ()) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type, forKey: key, generic: ()) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type, forKey: key, generic: ()) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type, forKey: key, generic: ()) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type, forKey: key, generic: ()) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type, forKey: key, generic: ()) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type, forKey: key, generic: ()) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type, forKey: key, generic: ()) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type, forKey: key, generic: ()) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type, forKey: key, generic: ()) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decodeIfPresent(type, forKey: key, generic: ()) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decodeIfPresent(type, forKey: key, generic: ()) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decodeIfPresent(type, forKey: key, generic: ()) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try decodeIfPresent(type, forKey: key, generic: ()) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeIfPresent(type, forKey: key, generic: ()) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try decodeIfPresent(type, forKey: key, generic: ()) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try decodeIfPresent(type, forKey: key, generic: ()) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decodeIfPresent(type, forKey: key, generic: ()) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decodeIfPresent(type, forKey: key, generic: ()) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try decodeIfPresent(type, forKey: key, generic: ()) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try decodeIfPresent(type, forKey: key, generic: ()) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try decodeIfPresent(type, forKey: key, generic: ()) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try decodeIfPresent(type, forKey: key, generic: ()) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try decodeIfPresent(type, forKey: key, generic: ()) }

    private func decode<T: Decodable>(_ type: T.Type, forKey key: Key, generic: Void) throws -> T {
        try run.value(type, key: key.stringValue, required: true, codingPath: codingPath)
    }

    private func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key, generic: Void) throws -> T? {
        guard contains(key), key.stringValue != run.plan.nulled else { return nil }
        return try run.value(type, key: key.stringValue, required: false, codingPath: codingPath)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        _ = try run.value(JSONObjectProbe.self, key: key.stringValue, required: true, codingPath: codingPath)
        return KeyedDecodingContainer(ProbeKeyedContainer<NestedKey>(run: ProbeRun(plan: .init(), explorer: run.explorer), codingPath: codingPath + [key]))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        _ = try run.value([JSONObjectProbe].self, key: key.stringValue, required: true, codingPath: codingPath)
        return ProbeUnkeyedContainer(run: ProbeRun(plan: .init(), explorer: run.explorer), codingPath: codingPath + [key])
    }

    func superDecoder() throws -> any Decoder { ProbeDecoder(run: run, codingPath: codingPath) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        _ = try run.value(JSONObjectProbe.self, key: key.stringValue, required: true, codingPath: codingPath)
        return ProbeDecoder(run: ProbeRun(plan: .init(), explorer: run.explorer), codingPath: codingPath + [key])
    }
}

/// Stands for a member read through a nested container: some object.
struct JSONObjectProbe: Decodable {
    init() {}
    init(from decoder: any Decoder) throws {}
}

/// Gives one element, then ends: enough to learn the element's shape.
struct ProbeUnkeyedContainer: UnkeyedDecodingContainer {
    let run: ProbeRun
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(run: ProbeRun, codingPath: [any CodingKey]) {
        self.run = run
        self.codingPath = codingPath
    }

    var count: Int? { 1 }
    var isAtEnd: Bool { currentIndex >= 1 }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try decode(type, generic: ()) }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try decode(type, generic: ()) }
    mutating func decode(_ type: String.Type) throws -> String { try decode(type, generic: ()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decode(type, generic: ()) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decode(type, generic: ()) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decode(type, generic: ()) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decode(type, generic: ()) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decode(type, generic: ()) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decode(type, generic: ()) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decode(type, generic: ()) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decode(type, generic: ()) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(type, generic: ()) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(type, generic: ()) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(type, generic: ()) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(type, generic: ()) }

    private mutating func decode<T: Decodable>(_ type: T.Type, generic: Void) throws -> T {
        let (shape, sample) = try run.explorer.sample(T.self, fixed: nil)
        run.recordElement(shape)
        currentIndex += 1
        return sample
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        currentIndex += 1
        run.recordElement(.any)
        return KeyedDecodingContainer(ProbeKeyedContainer<NestedKey>(run: ProbeRun(plan: .init(), explorer: run.explorer), codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        currentIndex += 1
        run.recordElement(.any)
        return ProbeUnkeyedContainer(run: ProbeRun(plan: .init(), explorer: run.explorer), codingPath: codingPath)
    }

    mutating func superDecoder() throws -> any Decoder {
        currentIndex += 1
        run.recordElement(.any)
        return ProbeDecoder(run: ProbeRun(plan: .init(), explorer: run.explorer), codingPath: codingPath)
    }
}

/// A type that decodes itself from one value: its shape is that value's.
struct ProbeSingleValueContainer: SingleValueDecodingContainer {
    let run: ProbeRun
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decode(type, generic: ()) }
    func decode(_ type: Bool.Type) throws -> Bool { try decode(type, generic: ()) }
    func decode(_ type: String.Type) throws -> String { try decode(type, generic: ()) }
    func decode(_ type: Double.Type) throws -> Double { try decode(type, generic: ()) }
    func decode(_ type: Float.Type) throws -> Float { try decode(type, generic: ()) }
    func decode(_ type: Int.Type) throws -> Int { try decode(type, generic: ()) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decode(type, generic: ()) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decode(type, generic: ()) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decode(type, generic: ()) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decode(type, generic: ()) }
    func decode(_ type: UInt.Type) throws -> UInt { try decode(type, generic: ()) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(type, generic: ()) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(type, generic: ()) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(type, generic: ()) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(type, generic: ()) }

    private func decode<T: Decodable>(_ type: T.Type, generic: Void) throws -> T {
        let (shape, sample) = try run.explorer.sample(T.self, fixed: nil)
        run.recordSingle(shape)
        return sample
    }
}
