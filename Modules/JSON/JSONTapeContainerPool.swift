/// The tape decoder's containers that their models have let go of, kept to
/// read the next object or array.
///
/// Without reuse, every object costs a keyed container: the container and the
/// standard library's `KeyedDecodingContainer` box (two allocations, two
/// deallocations) and three runtime metadata lookups for the generic types
/// involved (`JSONTapeKeyedDecodingContainer<Key>`, the box around it, the
/// conformance), a large part of decoding (docs/json.md). A model lets go
/// of its container when its `init(from:)` returns, so the same container can
/// read the next object of that key type.
///
/// "Let go" is checked, never assumed: an entry is reused only while the pool
/// holds the one reference to the box (`isKnownUniquelyReferenced`), so a
/// container a model keeps is never touched again. Each container's path link
/// is moved only when nothing else holds it (`JSONTapeContainer.move`).
///
/// The box is held as the object inside `KeyedDecodingContainer`, whose only
/// stored property is that reference: `boxesFit` checks the size once per
/// pool (`reusesKeyed`), and keyed containers are not pooled if it ever differs.
struct JSONTapeContainerPool {
    struct Keyed {
        let keyType: ObjectIdentifier
        /// The `KeyedDecodingContainer`'s box: the model holds it while it reads.
        var box: AnyObject
        /// Kept alive by `box`; unretained, so reusing it costs no reference counting.
        let reader: Unmanaged<JSONTapeObjectReader>
    }

    /// Enough for the key types and nesting of a screen model; beyond it containers are made and dropped, unpooled.
    static let limit = 48

    var keyed: [Keyed] = []
    var unkeyed: [JSONTapeUnkeyedDecodingContainer] = []
    /// Off once the decode that owns the pool has returned: containers point
    /// back at their decoder, so the pool is emptied then to free them.
    private(set) var isOpen = true
    /// `isOpen` for keyed containers, which also need `boxesFit`: read once per pool,
    /// since a static's lazy initialiser is a runtime call on every read. Both turn
    /// off together, in `close()`.
    private(set) var reusesKeyed = JSONTapeContainerPool.boxesFit

    /// Where in `keyed` an idle container of `keyType` is.
    @inline(__always)
    mutating func idleKeyed(_ keyType: ObjectIdentifier) -> Int? {
        var index = keyed.count
        while index > 0 {
            index -= 1
            if keyed[index].keyType == keyType, isKnownUniquelyReferenced(&keyed[index].box) { return index }
        }
        return nil
    }

    /// Whether `KeyedDecodingContainer` is still the one reference the pool takes it for.
    /// Its layout does not depend on its key type, so one key type answers for all.
    static let boxesFit = MemoryLayout<KeyedDecodingContainer<JSONCodingKey>>.size == MemoryLayout<AnyObject>.size

    @inline(__always)
    mutating func idleUnkeyed() -> JSONTapeUnkeyedDecodingContainer? {
        var index = unkeyed.count
        while index > 0 {
            index -= 1
            if isKnownUniquelyReferenced(&unkeyed[index]) { return unkeyed[index] }
        }
        return nil
    }

    mutating func close() {
        isOpen = false
        reusesKeyed = false
        keyed.removeAll()
        unkeyed.removeAll()
    }
}
