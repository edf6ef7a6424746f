/// The integer widths other than `Int` and `Int64` that `KeyedDecodingContainerProtocol`
/// and `UnkeyedDecodingContainer` ask for one by one, written once for the tree's
/// and the tape's containers.
///
/// They are rare in documents, so each container reads them through one
/// out-of-line generic reader, compiled once instead of once per width,
/// which keeps the clip smaller (docs/clip.md).
protocol JSONKeyedLessCommonIntegers: KeyedDecodingContainerProtocol {
    func lessCommonInteger<I: FixedWidthInteger>(_: I.Type, _ key: Key) throws -> I
    func lessCommonIntegerIfPresent<I: FixedWidthInteger>(_: I.Type, _ key: Key) throws -> I?
}

extension JSONKeyedLessCommonIntegers {
    func decode(_: Int8.Type, forKey key: Key) throws -> Int8 { try lessCommonInteger(Int8.self, key) }
    func decode(_: Int16.Type, forKey key: Key) throws -> Int16 { try lessCommonInteger(Int16.self, key) }
    func decode(_: Int32.Type, forKey key: Key) throws -> Int32 { try lessCommonInteger(Int32.self, key) }
    func decode(_: UInt.Type, forKey key: Key) throws -> UInt { try lessCommonInteger(UInt.self, key) }
    func decode(_: UInt8.Type, forKey key: Key) throws -> UInt8 { try lessCommonInteger(UInt8.self, key) }
    func decode(_: UInt16.Type, forKey key: Key) throws -> UInt16 { try lessCommonInteger(UInt16.self, key) }
    func decode(_: UInt32.Type, forKey key: Key) throws -> UInt32 { try lessCommonInteger(UInt32.self, key) }
    func decode(_: UInt64.Type, forKey key: Key) throws -> UInt64 { try lessCommonInteger(UInt64.self, key) }

    func decodeIfPresent(_: Int8.Type, forKey key: Key) throws -> Int8? { try lessCommonIntegerIfPresent(Int8.self, key) }
    func decodeIfPresent(_: Int16.Type, forKey key: Key) throws -> Int16? { try lessCommonIntegerIfPresent(Int16.self, key) }
    func decodeIfPresent(_: Int32.Type, forKey key: Key) throws -> Int32? { try lessCommonIntegerIfPresent(Int32.self, key) }
    func decodeIfPresent(_: UInt.Type, forKey key: Key) throws -> UInt? { try lessCommonIntegerIfPresent(UInt.self, key) }
    func decodeIfPresent(_: UInt8.Type, forKey key: Key) throws -> UInt8? { try lessCommonIntegerIfPresent(UInt8.self, key) }
    func decodeIfPresent(_: UInt16.Type, forKey key: Key) throws -> UInt16? { try lessCommonIntegerIfPresent(UInt16.self, key) }
    func decodeIfPresent(_: UInt32.Type, forKey key: Key) throws -> UInt32? { try lessCommonIntegerIfPresent(UInt32.self, key) }
    func decodeIfPresent(_: UInt64.Type, forKey key: Key) throws -> UInt64? { try lessCommonIntegerIfPresent(UInt64.self, key) }
}

protocol JSONUnkeyedLessCommonIntegers: AnyObject, UnkeyedDecodingContainer {
    func lessCommonInteger<I: FixedWidthInteger>(_: I.Type) throws -> I
    func lessCommonIntegerIfPresent<I: FixedWidthInteger>(_: I.Type) throws -> I?
}

extension JSONUnkeyedLessCommonIntegers {
    func decode(_: Int8.Type) throws -> Int8 { try lessCommonInteger(Int8.self) }
    func decode(_: Int16.Type) throws -> Int16 { try lessCommonInteger(Int16.self) }
    func decode(_: Int32.Type) throws -> Int32 { try lessCommonInteger(Int32.self) }
    func decode(_: UInt.Type) throws -> UInt { try lessCommonInteger(UInt.self) }
    func decode(_: UInt8.Type) throws -> UInt8 { try lessCommonInteger(UInt8.self) }
    func decode(_: UInt16.Type) throws -> UInt16 { try lessCommonInteger(UInt16.self) }
    func decode(_: UInt32.Type) throws -> UInt32 { try lessCommonInteger(UInt32.self) }
    func decode(_: UInt64.Type) throws -> UInt64 { try lessCommonInteger(UInt64.self) }

    func decodeIfPresent(_: Int8.Type) throws -> Int8? { try lessCommonIntegerIfPresent(Int8.self) }
    func decodeIfPresent(_: Int16.Type) throws -> Int16? { try lessCommonIntegerIfPresent(Int16.self) }
    func decodeIfPresent(_: Int32.Type) throws -> Int32? { try lessCommonIntegerIfPresent(Int32.self) }
    func decodeIfPresent(_: UInt.Type) throws -> UInt? { try lessCommonIntegerIfPresent(UInt.self) }
    func decodeIfPresent(_: UInt8.Type) throws -> UInt8? { try lessCommonIntegerIfPresent(UInt8.self) }
    func decodeIfPresent(_: UInt16.Type) throws -> UInt16? { try lessCommonIntegerIfPresent(UInt16.self) }
    func decodeIfPresent(_: UInt32.Type) throws -> UInt32? { try lessCommonIntegerIfPresent(UInt32.self) }
    func decodeIfPresent(_: UInt64.Type) throws -> UInt64? { try lessCommonIntegerIfPresent(UInt64.self) }
}
