/// Arrays read straight off the tape, at their final size.
///
/// The standard library's `Array.init(from:)` appends one element at a time
/// through an `any UnkeyedDecodingContainer`, and every time the array grows
/// it looks up its storage type in the runtime's metadata cache and asks
/// malloc for the block's size: a twelfth of decoding the benchmark document.
/// The tape knows each array's length, so the elements go into storage
/// reserved once. Elements are read through the same container, so values
/// and errors are the standard library's.
protocol JSONTapeArrayDecodable {
    /// Decodes the array at `slot` into `result`, uninitialised memory for one `Self`.
    static func decodeTapeArray(
        _ impl: JSONTapeDecoderImpl, at slot: Int, parent: JSONCodingPathNode?, component: JSONCodingPathComponent?,
        into result: UnsafeMutableRawPointer
    ) throws
}

extension Array: JSONTapeArrayDecodable where Element: Decodable {
    static func decodeTapeArray(
        _ impl: JSONTapeDecoderImpl, at slot: Int, parent: JSONCodingPathNode?, component: JSONCodingPathComponent?,
        into result: UnsafeMutableRawPointer
    ) throws {
        let container = try impl.unkeyedContainer(at: slot, parent: JSONCodingPathNode.handle(of: parent), component: component)
        result.initializeMemory(as: [Element].self, to: try container.decodeRemaining(Element.self))
    }
}

extension JSONTapeUnkeyedDecodingContainer {
    /// Every element left, in storage reserved once. At most a mebibyte is reserved up
    /// front: a hostile `[1, 1, 1, …]` read as large structs that fail at the first
    /// element must not reserve gigabytes. Past that, the array grows.
    @inline(__always)
    func decodeRemaining<Element: Decodable>(_: Element.Type) throws -> [Element] {
        var elements: [Element] = []
        let affordable = (1 << 20) / Swift.max(1, MemoryLayout<Element>.stride)
        elements.reserveCapacity(Swift.min(elementCount - currentIndex, affordable))
        while !isAtEnd { elements.append(try decode(Element.self)) }
        return elements
    }
}
