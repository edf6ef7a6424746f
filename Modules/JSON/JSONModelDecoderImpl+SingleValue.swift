/// The decoder is its own single-value container, as in Foundation.
///
/// `String`-backed enums and wrapper types decode through a single-value
/// container; returning `self` costs no allocation. Each primitive has its
/// own overload so it never takes the generic path.
extension JSONModelDecoderImpl: SingleValueDecodingContainer {
    func decodeNil() -> Bool {
        if case .null = value { return true }
        return false
    }

    func decode(_: Bool.Type) throws -> Bool {
        guard let result = value.decodedBool else { throw primitiveError(Bool.self) }
        return result
    }

    func decode(_: String.Type) throws -> String {
        guard let result = string(from: value) else { throw primitiveError(String.self) }
        return result
    }

    func decode(_: Double.Type) throws -> Double {
        guard let result = value.decodedDouble else { throw primitiveError(Double.self) }
        return result
    }

    func decode(_: Float.Type) throws -> Float {
        guard let result = value.decodedFloat else { throw primitiveError(Float.self) }
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
        guard let result = value.decodedInteger(I.self) else { throw primitiveError(I.self) }
        return result
    }

    private func primitiveError(_ type: Any.Type) -> DecodingError {
        JSONDecodingErrors.primitive(type, found: value, path: codingPath)
    }
}
