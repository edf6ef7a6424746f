/// Keys the tree parser has already made, so a repeated key is not made again.
///
/// A screen document repeats a few dozen keys ("type", "id", "title") many
/// thousands of times, and making a `String`, even a small one, is the
/// parser's largest single cost without this cache. Short plain-ASCII keys (up to 15 bytes, the
/// length of a small string, which owns no memory) are looked up here by
/// their bytes: a direct-mapped table, where a colliding key simply replaces
/// the entry, so the table never grows and never needs a policy.
///
/// One table lives for one parse: it is neither shared nor `Sendable`. Inputs
/// under `JSONKeyCache.worthwhileInputSize` bytes parse without one: they
/// hold too few keys to pay for the table's 4 KB.
final class JSONKeyCache {
    /// A key's bytes as two words: bytes 0..<8, then bytes 8..<15 with the
    /// length in the top byte. Bytes past the length are zero, so two keys
    /// are equal exactly when both words are.
    private struct Entry {
        var head: UInt64
        var tail: UInt64
        var key: String
    }

    /// The table has `1 << bits` entries. 128 holds every key of the screen
    /// documents measured (`Content/`, the benchmark) with few collisions.
    static let bits = 7
    static let size = 1 << bits
    /// Below this many bytes of input the parser makes its keys directly.
    static let worthwhileInputSize = 256
    private let entries: UnsafeMutablePointer<Entry>

    init() {
        entries = .allocate(capacity: Self.size)
        // Zero words with the empty key: a correct entry for "".
        entries.initialize(repeating: Entry(head: 0, tail: 0, key: ""), count: Self.size)
    }

    deinit {
        entries.deinitialize(count: Self.size)
        entries.deallocate()
    }

    /// The key whose plain-ASCII bytes are `count` (at most 15) bytes at
    /// `start`, from the table or made and stored now.
    ///
    /// - Precondition: 16 bytes can be read at `start`, so both words are
    ///   loaded whole and masked, not byte by byte.
    @inline(__always)
    func key(at start: UnsafeRawPointer, count: Int) -> String {
        lookUp(at: start, count: count).key
    }

    /// `key(at:count:)`, and whether the key was already in the table (for tests).
    @inline(__always)
    func lookUp(at start: UnsafeRawPointer, count: Int) -> (key: String, wasCached: Bool) {
        // At 16 the tail mask would be `1 << 64 - 1`, which `&<<` makes 0: a wrong hit, not a crash.
        assert((0...15).contains(count), "keys of \(count) bytes do not fit the table's two words")
        // Keep the first `count` bytes: a mask of `count * 8` low bits per word.
        let headBits = min(count, 8) &* 8
        let tailBits = max(count &- 8, 0) &* 8
        let headMask: UInt64 = headBits == 64 ? ~0 : (1 &<< UInt64(headBits)) &- 1
        let tailMask: UInt64 = (1 &<< UInt64(tailBits)) &- 1
        // Little-endian words, so the mask keeps the first bytes on any machine.
        let head = UInt64(littleEndian: start.loadUnaligned(as: UInt64.self)) & headMask
        let tail = (UInt64(littleEndian: start.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & tailMask)
            | UInt64(count) &<< 56
        // Fibonacci hashing of both words: the top bits pick the entry.
        let hash = (head ^ tail &* 0x9E37_79B9_7F4A_7C15) &* 0x9E37_79B9_7F4A_7C15
        let entry = entries + Int(truncatingIfNeeded: hash &>> UInt64(64 - Self.bits))
        if entry.pointee.head == head, entry.pointee.tail == tail { return (entry.pointee.key, true) }
        let key = jsonASCIIString(UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: count))
        entry.pointee = Entry(head: head, tail: tail, key: key)
        return (key, false)
    }
}
