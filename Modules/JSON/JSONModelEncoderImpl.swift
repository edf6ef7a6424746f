/// The `Encoder` that builds a `JSONValue` tree on behalf of `JSONModelEncoder`.
///
/// Like the decoder, one instance serves the whole encode: encoding a nested
/// value swaps the current storage and path in place and restores them after,
/// rather than allocating an encoder per value. Standard primitives are
/// recognised by metatype and stored directly, so `[String]` or `[Int]`
/// never go through `encode(to:)` element by element.
final class JSONModelEncoderImpl: Encoder {
    /// What has been encoded at the current position.
    enum Storage {
        case empty
        case value(JSONValue)
        case object(JSONObjectBuilder)
        case array(JSONArrayBuilder)
    }

    let userInfo: [CodingUserInfoKey: Any]
    let convertsToSnakeCase: Bool

    /// What has been encoded at the current position, and where that is.
    ///
    /// One stored struct rather than three properties: swapping it in and out
    /// around each nested value is then one exclusivity-checked access, not three.
    struct Position {
        var storage: Storage
        /// The path of the current position: `parent`'s path followed by `component`.
        var parent: JSONCodingPathNode?
        var component: JSONCodingPathComponent?
    }

    var position: Position
    var storage: Storage {
        get { position.storage }
        set { position.storage = newValue }
    }
    var parent: JSONCodingPathNode? { position.parent }
    var component: JSONCodingPathComponent? { position.component }

    /// camelCase keys already converted, so each distinct key converts once per encode.
    private var convertedKeys: [String: String] = [:]

    init(
        userInfo: [CodingUserInfoKey: Any], convertsToSnakeCase: Bool,
        parent: JSONCodingPathNode? = nil, component: JSONCodingPathComponent? = nil
    ) {
        self.userInfo = userInfo
        self.convertsToSnakeCase = convertsToSnakeCase
        self.position = Position(storage: .empty, parent: parent, component: component)
    }

    var codingPath: [any CodingKey] { JSONCodingPathNode.path(parent, component) }

    /// What was encoded, if anything; containers still open are finished here.
    func takeValue() -> JSONValue? {
        switch storage {
        case .empty: return nil
        case .value(let value): return value
        case .object(let builder): return .object(builder.build())
        case .array(let builder): return .array(builder.build())
        }
    }

    // MARK: - Encoder

    func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
        let builder: JSONObjectBuilder
        switch storage {
        case .object(let existing):
            builder = existing
        case .value(.object(let encoded)):
            builder = JSONObjectBuilder(encoded, parent: parent, component: component)
            storage = .object(builder)
        default:
            builder = JSONObjectBuilder(parent: parent, component: component)
            storage = .object(builder)
        }
        return KeyedEncodingContainer(JSONKeyedEncodingContainer<Key>(impl: self, builder: builder))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let builder: JSONArrayBuilder
        switch storage {
        case .array(let existing):
            builder = existing
        case .value(.array(let encoded)):
            builder = JSONArrayBuilder(encoded, parent: parent, component: component)
            storage = .array(builder)
        default:
            builder = JSONArrayBuilder(parent: parent, component: component)
            storage = .array(builder)
        }
        return JSONUnkeyedEncodingContainer(impl: self, builder: builder)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    // MARK: - Keys

    /// The JSON name for a coding key under the key strategy.
    @inline(__always)
    func name(for key: some CodingKey) -> String {
        guard convertsToSnakeCase else { return key.stringValue }
        let original = key.stringValue
        if let cached = convertedKeys[original] { return cached }
        let converted = JSONKeyCaseConversion.toSnakeCase(original)
        convertedKeys[original] = converted
        return converted
    }

    // MARK: - Encoding values

    /// Encodes the member `component` of the container whose node is `container`.
    @inline(__always)
    func wrap<T: Encodable>(
        _ value: T, in container: JSONCodingPathNode, component: JSONCodingPathComponent
    ) throws -> JSONValue {
        let encoded = try encodeValue(value, parent: container, component: component) {
            if convertsToSnakeCase, let dictionary = value as? any JSONStringKeyedDictionaryEncodable {
                return try dictionary.encodeJSONObject(
                    impl: self, node: JSONCodingPathNode(parent: container, component: component))
            }
            let saved = position
            position = Position(storage: .empty, parent: container, component: component)
            defer { position = saved }
            try value.encode(to: self)
            return takeValue()
        }
        // A value that encoded nothing becomes an empty object, as in Foundation.
        return encoded ?? .object(JSONObject())
    }

    /// Encodes `value` at the current position (top level or single-value container).
    func encodeCurrent<T: Encodable>(_ value: T) throws {
        let encoded = try encodeValue(value, parent: parent, component: component) {
            if convertsToSnakeCase, let dictionary = value as? any JSONStringKeyedDictionaryEncodable {
                return try dictionary.encodeJSONObject(
                    impl: self, node: JSONCodingPathNode(parent: parent, component: component))
            }
            try value.encode(to: self)
            return nil
        }
        if let encoded { storage = .value(encoded) }
    }

    /// The standard primitives as JSON without `encode(to:)`; anything else through `encodeOther`.
    ///
    /// `[String]`, `[Int]` and the like reach the encoder through the generic
    /// `encode<T>` entry points; recognising the type by its metatype here saves
    /// a dynamic dispatch and a container round trip per element.
    @inline(__always)
    private func encodeValue<T>(
        _ value: T, parent: JSONCodingPathNode?, component: JSONCodingPathComponent?,
        encodeOther: () throws -> JSONValue?
    ) throws -> JSONValue? {
        if T.self == String.self { return .string(reinterpret(value, as: String.self)) }
        if T.self == Int.self { return .number(JSONNumber(reinterpret(value, as: Int.self))) }
        if T.self == Double.self {
            let double = reinterpret(value, as: Double.self)
            return .number(try number(double, path: JSONCodingPathNode.path(parent, component)))
        }
        if T.self == Bool.self { return .bool(reinterpret(value, as: Bool.self)) }
        if T.self == JSONValue.self { return reinterpret(value, as: JSONValue.self) }
        if T.self == Float.self {
            let float = reinterpret(value, as: Float.self)
            return .number(try number(float, path: JSONCodingPathNode.path(parent, component)))
        }
        if T.self == Int64.self { return .number(JSONNumber(reinterpret(value, as: Int64.self))) }
        if T.self == UInt64.self { return .number(JSONNumber(reinterpret(value, as: UInt64.self))) }
        if T.self == Int32.self { return .number(JSONNumber(Int64(reinterpret(value, as: Int32.self)))) }
        if T.self == UInt.self { return .number(JSONNumber(UInt64(reinterpret(value, as: UInt.self)))) }
        if T.self == UInt32.self { return .number(JSONNumber(Int64(reinterpret(value, as: UInt32.self)))) }
        if T.self == Int16.self { return .number(JSONNumber(Int64(reinterpret(value, as: Int16.self)))) }
        if T.self == UInt16.self { return .number(JSONNumber(Int64(reinterpret(value, as: UInt16.self)))) }
        if T.self == Int8.self { return .number(JSONNumber(Int64(reinterpret(value, as: Int8.self)))) }
        if T.self == UInt8.self { return .number(JSONNumber(Int64(reinterpret(value, as: UInt8.self)))) }
        return try encodeOther()
    }

    /// A finite `Double` as a number; NaN and infinity throw, as in Foundation.
    @inline(__always)
    func number(_ value: Double, path: @autoclosure () -> [any CodingKey]) throws -> JSONNumber {
        guard value.isFinite else { throw Self.nonFinite(value, path: path()) }
        return JSONNumber(value)
    }

    /// A finite `Float` as the `Double` with the same shortest text, so `0.1` stays `0.1`.
    func number(_ value: Float, path: @autoclosure () -> [any CodingKey]) throws -> JSONNumber {
        guard value.isFinite else { throw Self.nonFinite(value, path: path()) }
        return JSONNumber(Double(value.description) ?? Double(value))
    }

    @inline(never)
    static func nonFinite<F: BinaryFloatingPoint>(_ value: F, path: [any CodingKey]) -> EncodingError {
        .invalidValue(value, EncodingError.Context(
            codingPath: path, debugDescription: "Unable to encode \(F.self).\(value) directly in JSON."))
    }
}

/// A `JSONValue` handed to the encoder is stored whole, keys untouched.
extension JSONModelEncoderImpl: JSONValueEncodingSink {
    func encodeJSONValue(_ value: JSONValue) throws {
        storage = .value(value)
    }
}

/// Marks dictionaries whose keys are data, so the key strategy leaves them alone.
///
/// Foundation writes `[String: T]` (and other `CodingKeyRepresentable`-keyed
/// dictionaries) with their keys as they are even under
/// `.convertToSnakeCase`: `["userId": 1]` stays `{"userId":1}`.
protocol JSONStringKeyedDictionaryEncodable {
    func encodeJSONObject(impl: JSONModelEncoderImpl, node: JSONCodingPathNode) throws -> JSONValue
}

extension Dictionary: JSONStringKeyedDictionaryEncodable where Key: CodingKeyRepresentable, Value: Encodable {
    func encodeJSONObject(impl: JSONModelEncoderImpl, node: JSONCodingPathNode) throws -> JSONValue {
        var object = JSONObject(minimumCapacity: count)
        for (key, value) in self {
            let name = key.codingKey.stringValue
            object[name] = try impl.wrap(value, in: node, component: .key(name, nil))
        }
        return .object(object)
    }
}
