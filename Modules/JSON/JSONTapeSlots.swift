/// The slots of a `JSONTape`: a growable array of trivial values that
/// appends without `Array`'s copy-on-write check.
///
/// Every value of a document is appended here once, and `Array.append` asks
/// the runtime whether its buffer is uniquely referenced each time (a call
/// per value; docs/json.md). The tape owns these slots alone,
/// so that question never needs asking. Reads are bounds-checked like an
/// array's; growth doubles, as an array's does (rarely needed: the tape
/// reserves one slot per eight bytes of input up front, see `JSONTape.init`).
///
/// Not copyable: the buffer has one owner, which frees it. Slots are trivial
/// values, so growing moves them as bytes and freeing needs no deinitialising.
struct JSONTapeSlots: ~Copyable {
    private var base: UnsafeMutablePointer<JSONTape.Slot>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        assert(_isPOD(JSONTape.Slot.self), "slots are freed without being deinitialised")
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    @inline(__always)
    mutating func append(_ slot: JSONTape.Slot) {
        if count == capacity { grow() }
        (base + count).initialize(to: slot)
        count += 1
    }

    @inline(__always)
    subscript(index: Int) -> JSONTape.Slot {
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "slot index out of range")
            return base[index]
        }
        set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "slot index out of range")
            base[index] = newValue
        }
    }

    @inline(never)
    private mutating func grow() {
        let doubled = capacity * 2
        let moved = UnsafeMutablePointer<JSONTape.Slot>.allocate(capacity: doubled)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = doubled
    }
}
