/// The encoder is its own single-value container, as in Foundation.
///
/// `String`-backed enums and wrapper types encode through it; returning
/// `self` costs no allocation, and each primitive has its own overload.
extension JSONModelEncoderImpl: SingleValueEncodingContainer {
    func encodeNil() throws { storage = .value(.null) }
    func encode(_ value: Bool) throws { storage = .value(.bool(value)) }
    func encode(_ value: String) throws { storage = .value(.string(value)) }
    func encode(_ value: Double) throws { storage = .value(.number(try number(value, path: codingPath))) }
    func encode(_ value: Float) throws { storage = .value(.number(try number(value, path: codingPath))) }
    func encode(_ value: Int) throws { storage = .value(.number(JSONNumber(value))) }
    func encode(_ value: Int8) throws { storage = .value(.number(JSONNumber(Int64(value)))) }
    func encode(_ value: Int16) throws { storage = .value(.number(JSONNumber(Int64(value)))) }
    func encode(_ value: Int32) throws { storage = .value(.number(JSONNumber(Int64(value)))) }
    func encode(_ value: Int64) throws { storage = .value(.number(JSONNumber(value))) }
    func encode(_ value: UInt) throws { storage = .value(.number(JSONNumber(UInt64(value)))) }
    func encode(_ value: UInt8) throws { storage = .value(.number(JSONNumber(Int64(value)))) }
    func encode(_ value: UInt16) throws { storage = .value(.number(JSONNumber(Int64(value)))) }
    func encode(_ value: UInt32) throws { storage = .value(.number(JSONNumber(Int64(value)))) }
    func encode(_ value: UInt64) throws { storage = .value(.number(JSONNumber(value))) }

    func encode<T: Encodable>(_ value: T) throws {
        try encodeCurrent(value)
    }
}
