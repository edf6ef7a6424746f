/// Reads the elements of a JSON array in order.
///
/// Follows Foundation's contract exactly: a failed decode leaves
/// `currentIndex` where it was, reading past the end is `valueNotFound` whose
/// path ends with the index that was asked for, and `decodeIfPresent` past the
/// end returns nil and still advances.
///
/// A class and its own coding-path node, like the keyed container: the
/// existential it is returned as would box a struct this size anyway.
final class JSONUnkeyedDecodingContainer: JSONCodingPathNode, JSONUnkeyedLessCommonIntegers {
    let impl: JSONModelDecoderImpl
    let elements: [JSONValue]
    private(set) var currentIndex = 0

    init(
        impl: JSONModelDecoderImpl, elements: [JSONValue],
        parent: JSONCodingPathNode?, component: JSONCodingPathComponent?
    ) {
        self.impl = impl
        self.elements = elements
        super.init(parent: parent, component: component)
    }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The next element, or `valueNotFound` for `type` when there is none.
    @inline(__always)
    private func next(_ type: Any.Type) throws -> JSONValue {
        guard currentIndex < elements.count else {
            throw JSONDecodingErrors.unkeyedAtEnd(type, path: path(appending: .index(currentIndex)))
        }
        return elements[currentIndex]
    }

    @inline(__always)
    private func error(_ type: Any.Type, _ value: JSONValue) -> DecodingError {
        JSONDecodingErrors.primitive(type, found: value, path: path(appending: .index(currentIndex)))
    }

    // MARK: - Nil

    func decodeNil() throws -> Bool {
        guard case .null = try next(Never.self) else { return false }
        currentIndex += 1
        return true
    }

    // MARK: - Bool and String

    func decode(_: Bool.Type) throws -> Bool {
        let value = try next(Bool.self)
        guard let result = value.decodedBool else { throw error(Bool.self, value) }
        currentIndex += 1
        return result
    }

    func decodeIfPresent(_: Bool.Type) throws -> Bool? {
        try decodePrimitiveIfPresent(Bool.self) { $0.decodedBool }
    }

    func decode(_: String.Type) throws -> String {
        let value = try next(String.self)
        guard let result = impl.string(from: value) else { throw error(String.self, value) }
        currentIndex += 1
        return result
    }

    func decodeIfPresent(_: String.Type) throws -> String? {
        try decodePrimitiveIfPresent(String.self) { [impl] in impl.string(from: $0) }
    }

    // MARK: - Floating point

    func decode(_: Double.Type) throws -> Double {
        let value = try next(Double.self)
        guard let result = value.decodedDouble else { throw error(Double.self, value) }
        currentIndex += 1
        return result
    }

    func decodeIfPresent(_: Double.Type) throws -> Double? {
        try decodePrimitiveIfPresent(Double.self) { $0.decodedDouble }
    }

    func decode(_: Float.Type) throws -> Float {
        let value = try next(Float.self)
        guard let result = value.decodedFloat else { throw error(Float.self, value) }
        currentIndex += 1
        return result
    }

    func decodeIfPresent(_: Float.Type) throws -> Float? {
        try decodePrimitiveIfPresent(Float.self) { $0.decodedFloat }
    }

    // MARK: - Integers

    @inline(__always)
    private func decodeInteger<I: FixedWidthInteger>(_: I.Type) throws -> I {
        let value = try next(I.self)
        guard let result = value.decodedInteger(I.self) else { throw error(I.self, value) }
        currentIndex += 1
        return result
    }

    @inline(__always)
    private func decodePrimitiveIfPresent<T>(
        _ type: T.Type, _ convert: (JSONValue) -> T?
    ) throws -> T? {
        guard currentIndex < elements.count else {
            currentIndex += 1
            return nil
        }
        let value = elements[currentIndex]
        if let result = convert(value) {
            currentIndex += 1
            return result
        }
        guard case .null = value else { throw error(type, value) }
        currentIndex += 1
        return nil
    }

    // Int and Int64 have inlined paths; the other widths come through `JSONUnkeyedLessCommonIntegers`.
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func lessCommonInteger<I: FixedWidthInteger>(_: I.Type) throws -> I {
        try decodeInteger(I.self)
    }

    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func lessCommonIntegerIfPresent<I: FixedWidthInteger>(_: I.Type) throws -> I? {
        try decodePrimitiveIfPresent(I.self) { $0.decodedInteger(I.self) }
    }

    func decode(_: Int.Type) throws -> Int { try decodeInteger(Int.self) }
    func decode(_: Int64.Type) throws -> Int64 { try decodeInteger(Int64.self) }

    func decodeIfPresent(_: Int.Type) throws -> Int? {
        try decodePrimitiveIfPresent(Int.self) { $0.decodedInteger(Int.self) }
    }
    func decodeIfPresent(_: Int64.Type) throws -> Int64? {
        try decodePrimitiveIfPresent(Int64.self) { $0.decodedInteger(Int64.self) }
    }

    // MARK: - Generic values

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try next(type)
        let result = try impl.unwrap(type, from: value, in: self, component: .index(currentIndex))
        currentIndex += 1
        return result
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        guard currentIndex < elements.count else {
            currentIndex += 1
            return nil
        }
        let value = elements[currentIndex]
        if case .null = value {
            currentIndex += 1
            return nil
        }
        let result = try impl.unwrap(type, from: value, in: self, component: .index(currentIndex))
        currentIndex += 1
        return result
    }

    // MARK: - Nested containers

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let value = try next(KeyedDecodingContainer<NestedKey>.self)
        let container = try impl.keyedContainer(
            keyedBy: type, for: value, parent: self, component: .index(currentIndex))
        currentIndex += 1
        return container
    }

    func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let value = try next((any UnkeyedDecodingContainer).self)
        let container = try impl.unkeyedContainer(for: value, parent: self, component: .index(currentIndex))
        currentIndex += 1
        return container
    }

    func superDecoder() throws -> any Decoder {
        guard currentIndex < elements.count else {
            throw JSONDecodingErrors.unkeyedAtEnd(
                (any Decoder).self, path: path(appending: .index(currentIndex)),
                message: "Cannot get superDecoder() -- unkeyed container is at end.")
        }
        let decoder = impl.superDecoder(for: elements[currentIndex], parent: self, component: .index(currentIndex))
        currentIndex += 1
        return decoder
    }
}
