/// The `Decoder` that walks a `JSONValue` tree on behalf of `JSONModelDecoder`.
///
/// One instance serves a whole decode: descending into a nested value swaps
/// the current value and path in place and restores them afterwards, as
/// Foundation does, instead of allocating a decoder per value. The coding
/// path is kept as a parent node plus one unboxed step and only turned into
/// `[any CodingKey]` when an error is thrown or `codingPath` is read.
final class JSONModelDecoderImpl: Decoder {
    let userInfo: [CodingUserInfoKey: Any]
    let convertsFromSnakeCase: Bool
    /// `JSONModelDecoder.readsScalarsAsStrings`.
    let readsScalarsAsStrings: Bool

    /// The value being decoded now and where it is.
    ///
    /// One stored struct rather than three properties: swapping it in and out
    /// around each nested value is then one exclusivity-checked access, not three.
    struct Position {
        var value: JSONValue
        /// The path of `value`: `parent`'s path followed by `component`.
        var parent: JSONCodingPathNode?
        var component: JSONCodingPathComponent?
    }

    var position: Position
    var value: JSONValue { position.value }
    var parent: JSONCodingPathNode? { position.parent }
    var component: JSONCodingPathComponent? { position.component }

    /// snake_case keys already converted, so each distinct key converts once per decode.
    var convertedKeys: [String: String] = [:]

    init(
        value: JSONValue, userInfo: [CodingUserInfoKey: Any], convertsFromSnakeCase: Bool, readsScalarsAsStrings: Bool = false,
        parent: JSONCodingPathNode? = nil, component: JSONCodingPathComponent? = nil
    ) {
        self.position = Position(value: value, parent: parent, component: component)
        self.userInfo = userInfo
        self.convertsFromSnakeCase = convertsFromSnakeCase
        self.readsScalarsAsStrings = readsScalarsAsStrings
    }

    /// A string value, or a scalar's text when `readsScalarsAsStrings`.
    @inline(__always)
    func string(from value: JSONValue) -> String? {
        if let string = value.decodedString { return string }
        guard readsScalarsAsStrings else { return nil }
        switch value {
        case .number(let number): return number.description
        case .bool(let flag): return flag ? "true" : "false"
        default: return nil
        }
    }

    var codingPath: [any CodingKey] { JSONCodingPathNode.path(parent, component) }

    // MARK: - Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try keyedContainer(keyedBy: type, for: value, parent: parent, component: component)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try unkeyedContainer(for: value, parent: parent, component: component)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    // MARK: - Containers

    @inline(__always)
    func keyedContainer<Key: CodingKey>(
        keyedBy _: Key.Type, for value: JSONValue,
        parent: JSONCodingPathNode?, component: JSONCodingPathComponent?
    ) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else {
            throw JSONDecodingErrors.notAnObject(value, path: JSONCodingPathNode.path(parent, component))
        }
        return KeyedDecodingContainer(JSONKeyedDecodingContainer<Key>(
            impl: self, object: object, parent: parent, component: component))
    }

    @inline(__always)
    func unkeyedContainer(
        for value: JSONValue, parent: JSONCodingPathNode?, component: JSONCodingPathComponent?
    ) throws -> JSONUnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw JSONDecodingErrors.notAnArray(value, path: JSONCodingPathNode.path(parent, component))
        }
        return JSONUnkeyedDecodingContainer(impl: self, elements: elements, parent: parent, component: component)
    }

    /// A fresh decoder for `value`, for `superDecoder()`.
    ///
    /// It is a separate instance because the caller may hold it while this one moves on.
    func superDecoder(
        for value: JSONValue, parent: JSONCodingPathNode, component: JSONCodingPathComponent
    ) -> JSONModelDecoderImpl {
        JSONModelDecoderImpl(
            value: value, userInfo: userInfo, convertsFromSnakeCase: convertsFromSnakeCase,
            readsScalarsAsStrings: readsScalarsAsStrings, parent: parent, component: component)
    }

    // MARK: - Decoding values

    /// Decodes the member `component` of `container`.
    @inline(__always)
    func unwrap<T: Decodable>(
        _ type: T.Type, from value: JSONValue, in container: JSONCodingPathNode,
        component: JSONCodingPathComponent
    ) throws -> T {
        try decodeValue(type, from: value, parent: container, component: component) {
            if convertsFromSnakeCase, let dictionaryType = T.self as? any JSONStringKeyedDictionaryDecodable.Type {
                return try decodeDictionary(dictionaryType, as: type, from: value, parent: container, component: component)
            }
            return try withValue(value, parent: container, component: component) {
                try T(from: self)
            }
        }
    }

    /// Decodes the current value itself (top level or single-value container).
    @inline(__always)
    func unwrapCurrent<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeValue(type, from: value, parent: parent, component: component) {
            if convertsFromSnakeCase, let dictionaryType = T.self as? any JSONStringKeyedDictionaryDecodable.Type {
                return try decodeDictionary(dictionaryType, as: type, from: value, parent: parent, component: component)
            }
            return try T(from: self)
        }
    }

    /// Temporarily makes `value` the current value, as Foundation's decoder does.
    @inline(__always)
    private func withValue<T>(
        _ newValue: JSONValue, parent newParent: JSONCodingPathNode, component newComponent: JSONCodingPathComponent,
        _ body: () throws -> T
    ) throws -> T {
        let saved = position
        position = Position(value: newValue, parent: newParent, component: newComponent)
        defer { position = saved }
        return try body()
    }

    /// Decodes the standard primitive types without going through `init(from:)`,
    /// and anything else with `decodeOther`.
    ///
    /// `[String]`, `[Int]` and the like reach the decoder through the generic
    /// `decode<T>` entry points; recognising the type by its metatype here saves
    /// a dynamic dispatch and a container per element. (It returns `T`, never
    /// `T?`: an optional of an unknown `T` would cost a metadata lookup per call.)
    @inline(__always)
    private func decodeValue<T>(
        _ type: T.Type, from value: JSONValue, parent: JSONCodingPathNode?, component: JSONCodingPathComponent?,
        decodeOther: () throws -> T
    ) throws -> T {
        if T.self == String.self {
            guard let result = string(from: value) else { throw Self.error(String.self, value, parent, component) }
            return reinterpret(result, as: T.self)
        }
        if T.self == Int.self { return reinterpret(try integer(Int.self, value, parent, component), as: T.self) }
        if T.self == Double.self {
            guard let result = value.decodedDouble else { throw Self.error(Double.self, value, parent, component) }
            return reinterpret(result, as: T.self)
        }
        if T.self == Bool.self {
            guard let result = value.decodedBool else { throw Self.error(Bool.self, value, parent, component) }
            return reinterpret(result, as: T.self)
        }
        if T.self == JSONValue.self { return reinterpret(value, as: T.self) }
        if T.self == Float.self {
            guard let result = value.decodedFloat else { throw Self.error(Float.self, value, parent, component) }
            return reinterpret(result, as: T.self)
        }
        if T.self == Int64.self { return reinterpret(try integer(Int64.self, value, parent, component), as: T.self) }
        if T.self == Int32.self { return reinterpret(try integer(Int32.self, value, parent, component), as: T.self) }
        if T.self == UInt64.self { return reinterpret(try integer(UInt64.self, value, parent, component), as: T.self) }
        if T.self == UInt.self { return reinterpret(try integer(UInt.self, value, parent, component), as: T.self) }
        if T.self == UInt32.self { return reinterpret(try integer(UInt32.self, value, parent, component), as: T.self) }
        if T.self == Int16.self { return reinterpret(try integer(Int16.self, value, parent, component), as: T.self) }
        if T.self == UInt16.self { return reinterpret(try integer(UInt16.self, value, parent, component), as: T.self) }
        if T.self == Int8.self { return reinterpret(try integer(Int8.self, value, parent, component), as: T.self) }
        if T.self == UInt8.self { return reinterpret(try integer(UInt8.self, value, parent, component), as: T.self) }
        return try decodeOther()
    }

    @inline(__always)
    private func integer<I: FixedWidthInteger>(
        _ type: I.Type, _ value: JSONValue, _ parent: JSONCodingPathNode?, _ component: JSONCodingPathComponent?
    ) throws -> I {
        guard let result = value.decodedInteger(I.self) else { throw Self.error(I.self, value, parent, component) }
        return result
    }

    @inline(never)
    private static func error(
        _ type: Any.Type, _ value: JSONValue, _ parent: JSONCodingPathNode?, _ component: JSONCodingPathComponent?
    ) -> DecodingError {
        JSONDecodingErrors.primitive(type, found: value, path: JSONCodingPathNode.path(parent, component))
    }

    /// Decodes a `[String: V]` without converting its keys, as Foundation does
    /// when a key decoding strategy is set: dictionary keys are data, not names.
    private func decodeDictionary<T>(
        _ dictionaryType: any JSONStringKeyedDictionaryDecodable.Type, as _: T.Type, from value: JSONValue,
        parent: JSONCodingPathNode?, component: JSONCodingPathComponent?
    ) throws -> T {
        guard case .object(let object) = value else {
            throw JSONDecodingErrors.notADictionary(value, path: JSONCodingPathNode.path(parent, component))
        }
        let node = JSONCodingPathNode(parent: parent, component: component)
        let decoded = try dictionaryType.decodeJSONObject(object, impl: self, node: node)
        guard let result = decoded as? T else {
            // Unreachable: the marker protocol is only adopted by `[String: V]`.
            throw JSONDecodingErrors.typeMismatch(T.self, found: value, path: node.codingPath)
        }
        return result
    }
}

/// `JSONValue` members are handed over whole instead of rebuilt container by container.
extension JSONModelDecoderImpl {
    var currentJSONValue: JSONValue { value }
}

/// Returns `value` as `T`, which the caller has proven to be `U`.
///
/// Used after a `T.self == U.self` check, where a dynamic `as!` cast would
/// go through the runtime for no reason.
@inline(__always)
func reinterpret<U, T>(_ value: U, as _: T.Type) -> T {
    withUnsafePointer(to: value) { pointer in
        UnsafeRawPointer(pointer).load(as: T.self)
    }
}

/// Marks `[String: V]` so the decoder can bypass key conversion for it.
///
/// Foundation detects String-keyed dictionaries the same way: their keys are
/// data, and `"user_id": 3` inside a dictionary must stay `"user_id"`.
protocol JSONStringKeyedDictionaryDecodable {
    static func decodeJSONObject(
        _ object: JSONObject, impl: JSONModelDecoderImpl, node: JSONCodingPathNode
    ) throws -> Self
}

extension Dictionary: JSONStringKeyedDictionaryDecodable where Key == String, Value: Decodable {
    static func decodeJSONObject(
        _ object: JSONObject, impl: JSONModelDecoderImpl, node: JSONCodingPathNode
    ) throws -> [String: Value] {
        var result = [String: Value](minimumCapacity: object.count)
        for (key, member) in object {
            result[key] = try impl.unwrap(Value.self, from: member, in: node, component: .key(key, nil))
        }
        return result
    }
}
