/// The parser's stack of finished values, moved (not copied) into each array
/// or object when it closes.
///
/// With an `Array` as the stack, `Array(stack[base...])` retained every value
/// into the new array and released it again from the stack, through the
/// runtime's unspecialised copy for tuples (`swift_arrayInitWithCopy`), a
/// large part of a parse (docs/json.md). Moving a closed
/// container's values out is a `memcpy`, with no reference counting at all.
final class JSONMoveStack<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
        storage = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        // What a failed parse left behind.
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    @inline(__always)
    func push(_ element: __owned Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    @inline(never)
    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    /// The values from `base` to the top, in order, moved into a new array; the stack ends at `base`.
    @inline(__always)
    func popArray(from base: Int) -> [Element] {
        let moved = count - base
        guard moved > 0 else { return [] }
        let source = storage + base
        count = base
        // Not `Array(unsafeUninitializedCapacity:)`: it reaches the unspecialised
        // buffer allocation, which looks the storage type up on every call
        // (docs/json.md); `reserveCapacity` and `append` stay specialised.
        var result: [Element] = []
        result.reserveCapacity(moved)
        for offset in 0..<moved { result.append((source + offset).move()) }
        return result
    }
}
