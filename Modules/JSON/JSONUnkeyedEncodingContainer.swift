/// Appends array elements in order.
///
/// NaN and infinity throw `EncodingError.invalidValue` whose path ends with
/// the index the element would have had, as in Foundation.
struct JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let impl: JSONModelEncoderImpl
    /// Where elements go; also this container's coding-path node.
    let builder: JSONArrayBuilder

    var codingPath: [any CodingKey] { builder.codingPath }
    var count: Int { builder.count }

    mutating func encodeNil() throws { builder.append(.null) }
    mutating func encode(_ value: Bool) throws { builder.append(.bool(value)) }
    mutating func encode(_ value: String) throws { builder.append(.string(value)) }

    mutating func encode(_ value: Double) throws {
        builder.append(.number(try impl.number(value, path: builder.path(appending: .index(count)))))
    }

    mutating func encode(_ value: Float) throws {
        builder.append(.number(try impl.number(value, path: builder.path(appending: .index(count)))))
    }

    mutating func encode(_ value: Int) throws { builder.append(.number(JSONNumber(value))) }
    mutating func encode(_ value: Int8) throws { builder.append(.number(JSONNumber(Int64(value)))) }
    mutating func encode(_ value: Int16) throws { builder.append(.number(JSONNumber(Int64(value)))) }
    mutating func encode(_ value: Int32) throws { builder.append(.number(JSONNumber(Int64(value)))) }
    mutating func encode(_ value: Int64) throws { builder.append(.number(JSONNumber(value))) }
    mutating func encode(_ value: UInt) throws { builder.append(.number(JSONNumber(UInt64(value)))) }
    mutating func encode(_ value: UInt8) throws { builder.append(.number(JSONNumber(Int64(value)))) }
    mutating func encode(_ value: UInt16) throws { builder.append(.number(JSONNumber(Int64(value)))) }
    mutating func encode(_ value: UInt32) throws { builder.append(.number(JSONNumber(Int64(value)))) }
    mutating func encode(_ value: UInt64) throws { builder.append(.number(JSONNumber(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        builder.append(try impl.wrap(value, in: builder, component: .index(count)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy _: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(JSONKeyedEncodingContainer<NestedKey>(impl: impl, builder: builder.appendObject()))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        JSONUnkeyedEncodingContainer(impl: impl, builder: builder.appendArray())
    }

    /// An encoder whose result takes the next position; `{}` if nothing is encoded into it.
    mutating func superEncoder() -> any Encoder {
        let encoder = JSONModelEncoderImpl(
            userInfo: impl.userInfo, convertsToSnakeCase: impl.convertsToSnakeCase,
            parent: builder, component: .index(count))
        builder.appendEncoder(encoder)
        return encoder
    }
}
