/// Writes object members by coding key.
///
/// Keys go through the encoder's key strategy once per distinct key (cached).
/// Encoding a key twice keeps the later value, as Foundation does. NaN and
/// infinity throw `EncodingError.invalidValue` whose path ends with the key.
struct JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let impl: JSONModelEncoderImpl
    /// Where members go; also this container's coding-path node.
    let builder: JSONObjectBuilder

    var codingPath: [any CodingKey] { builder.codingPath }

    // Out of line: inlined into each of the sixteen primitive `encode`s it would make the clip larger (docs/clip.md).
    @inline(never)
    private func set(_ value: JSONValue, for key: Key) {
        builder.set(value, for: impl.name(for: key))
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, for: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), for: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), for: key) }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        set(.number(try impl.number(value, path: builder.path(appending: JSONCodingPathComponent(key)))), for: key)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        set(.number(try impl.number(value, path: builder.path(appending: JSONCodingPathComponent(key)))), for: key)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws { set(.number(JSONNumber(value)), for: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.number(JSONNumber(Int64(value))), for: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.number(JSONNumber(Int64(value))), for: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.number(JSONNumber(Int64(value))), for: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.number(JSONNumber(value)), for: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(.number(JSONNumber(UInt64(value))), for: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.number(JSONNumber(Int64(value))), for: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.number(JSONNumber(Int64(value))), for: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.number(JSONNumber(Int64(value))), for: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.number(JSONNumber(value)), for: key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try impl.wrap(value, in: builder, component: JSONCodingPathComponent(key)), for: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy _: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = builder.nestedObject(for: impl.name(for: key), component: JSONCodingPathComponent(key))
        return KeyedEncodingContainer(JSONKeyedEncodingContainer<NestedKey>(impl: impl, builder: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = builder.nestedArray(for: impl.name(for: key), component: JSONCodingPathComponent(key))
        return JSONUnkeyedEncodingContainer(impl: impl, builder: nested)
    }

    /// An encoder whose result lands under `"super"`; `{}` if nothing is encoded into it.
    mutating func superEncoder() -> any Encoder {
        makeSuperEncoder(JSONCodingKey.super)
    }

    /// An encoder whose result lands under `key`; `{}` if nothing is encoded into it.
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        makeSuperEncoder(key)
    }

    private func makeSuperEncoder(_ key: some CodingKey) -> JSONModelEncoderImpl {
        let encoder = JSONModelEncoderImpl(
            userInfo: impl.userInfo, convertsToSnakeCase: impl.convertsToSnakeCase,
            parent: builder, component: JSONCodingPathComponent(key))
        builder.setEncoder(encoder, for: impl.name(for: key))
        return encoder
    }
}
