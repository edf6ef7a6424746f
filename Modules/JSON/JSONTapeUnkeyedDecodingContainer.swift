/// Reads the elements of an array on a `JSONTape` in order, with the tree
/// container's contract (`JSONUnkeyedDecodingContainer`): a failed decode
/// leaves `currentIndex` where it was, reading past the end is
/// `valueNotFound` at the index asked for, `decodeIfPresent` past the end is
/// nil and still advances.
///
/// `JSONTapeContainerPool` points a finished container at the next array.
final class JSONTapeUnkeyedDecodingContainer: JSONTapeContainer, JSONUnkeyedLessCommonIntegers {
    @exclusivity(unchecked) private(set) var elementCount: Int
    @exclusivity(unchecked) private(set) var currentIndex = 0
    /// The slot of element `currentIndex` (the array's end once past the last).
    @exclusivity(unchecked) private var slot: Int

    init(impl: JSONTapeDecoderImpl, array: Int, parent: JSONCodingPathNode?, component: JSONCodingPathComponent?) {
        self.elementCount = Int(impl.tape.slots[array].second)
        self.slot = array + 1
        super.init(impl: impl, parent: parent, component: component)
    }

    /// Points this container, which its last model has let go of, at `array`.
    @inline(__always)
    func reuse(array: Int, parent: Unmanaged<JSONCodingPathNode>?, component: JSONCodingPathComponent?) {
        elementCount = Int(tape.slots[array].second)
        slot = array + 1
        currentIndex = 0
        move(parent: parent, component: component)
    }

    var count: Int? { elementCount }
    var isAtEnd: Bool { currentIndex >= elementCount }

    @inline(__always)
    private func advance() {
        slot = tape.end(of: slot)
        currentIndex += 1
    }

    /// The next element's slot, or `valueNotFound` for `type` when there is none.
    @inline(__always)
    private func next(_ type: Any.Type) throws -> Int {
        guard currentIndex < elementCount else {
            throw JSONDecodingErrors.unkeyedAtEnd(type, path: path(appending: .index(currentIndex)))
        }
        return slot
    }

    @inline(never)
    private func error(_ type: Any.Type, _ slot: Int) -> DecodingError {
        JSONDecodingErrors.primitive(type, found: tape.value(at: slot), path: path(appending: .index(currentIndex)))
    }

    @inline(__always)
    private func primitive<T>(_ type: T.Type, _ convert: (Int) -> T?) throws -> T {
        let slot = try next(type)
        guard let result = convert(slot) else { throw error(type, slot) }
        advance()
        return result
    }

    @inline(__always)
    private func primitiveIfPresent<T>(_ type: T.Type, _ convert: (Int) -> T?) throws -> T? {
        guard currentIndex < elementCount else {
            currentIndex += 1
            return nil
        }
        if let result = convert(slot) {
            advance()
            return result
        }
        guard impl.isNull(slot) else { throw error(type, slot) }
        advance()
        return nil
    }

    // MARK: - Nil, Bool, String, floating point

    func decodeNil() throws -> Bool {
        guard impl.isNull(try next(Never.self)) else { return false }
        advance()
        return true
    }

    func decode(_: Bool.Type) throws -> Bool { try primitive(Bool.self, impl.bool(at:)) }
    func decodeIfPresent(_: Bool.Type) throws -> Bool? { try primitiveIfPresent(Bool.self, impl.bool(at:)) }
    func decode(_: String.Type) throws -> String { try primitive(String.self, impl.string(at:)) }
    func decodeIfPresent(_: String.Type) throws -> String? { try primitiveIfPresent(String.self, impl.string(at:)) }
    func decode(_: Double.Type) throws -> Double { try primitive(Double.self, impl.double(at:)) }
    func decodeIfPresent(_: Double.Type) throws -> Double? { try primitiveIfPresent(Double.self, impl.double(at:)) }
    func decode(_: Float.Type) throws -> Float { try primitive(Float.self, impl.float(at:)) }
    func decodeIfPresent(_: Float.Type) throws -> Float? { try primitiveIfPresent(Float.self, impl.float(at:)) }

    // MARK: - Integers

    @inline(__always)
    private func integer<I: FixedWidthInteger>(_: I.Type) throws -> I {
        try primitive(I.self) { impl.integer(I.self, at: $0) }
    }

    @inline(__always)
    private func integerIfPresent<I: FixedWidthInteger>(_: I.Type) throws -> I? {
        try primitiveIfPresent(I.self) { impl.integer(I.self, at: $0) }
    }

    // Int and Int64 have inlined paths; the other widths come through `JSONUnkeyedLessCommonIntegers`.
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func lessCommonInteger<I: FixedWidthInteger>(_: I.Type) throws -> I {
        try integer(I.self)
    }

    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func lessCommonIntegerIfPresent<I: FixedWidthInteger>(_: I.Type) throws -> I? {
        try integerIfPresent(I.self)
    }

    func decode(_: Int.Type) throws -> Int { try integer(Int.self) }
    func decode(_: Int64.Type) throws -> Int64 { try integer(Int64.self) }

    func decodeIfPresent(_: Int.Type) throws -> Int? { try integerIfPresent(Int.self) }
    func decodeIfPresent(_: Int64.Type) throws -> Int64? { try integerIfPresent(Int64.self) }

    // MARK: - Generic values

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let slot = try next(type)
        let result = try impl.unwrap(type, at: slot, in: self, component: .index(currentIndex))
        advance()
        return result
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        guard currentIndex < elementCount else {
            currentIndex += 1
            return nil
        }
        if impl.isNull(slot) {
            advance()
            return nil
        }
        let result = try impl.unwrap(type, at: slot, in: self, component: .index(currentIndex))
        advance()
        return result
    }

    // MARK: - Nested containers

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let slot = try next(KeyedDecodingContainer<NestedKey>.self)
        let container = try impl.keyedContainer(
            keyedBy: type, at: slot, parent: Unmanaged.passUnretained(node), component: .index(currentIndex))
        advance()
        return container
    }

    func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let slot = try next((any UnkeyedDecodingContainer).self)
        let container = try impl.unkeyedContainer(
            at: slot, parent: Unmanaged.passUnretained(node), component: .index(currentIndex))
        advance()
        return container
    }

    func superDecoder() throws -> any Decoder {
        guard currentIndex < elementCount else {
            throw JSONDecodingErrors.unkeyedAtEnd(
                (any Decoder).self, path: path(appending: .index(currentIndex)),
                message: "Cannot get superDecoder() -- unkeyed container is at end.")
        }
        let decoder = impl.superDecoder(at: slot, parent: node, component: .index(currentIndex))
        advance()
        return decoder
    }
}
