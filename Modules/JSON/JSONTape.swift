/// A parsed document as one flat array of slots, for decoding without a tree.
///
/// Building a `JSONValue` tree allocates every array, object and string
/// before the model asks for any of it, and the decoder then walks the tree
/// a second time. The tape is built in one pass with no allocation per
/// value: containers are a slot that knows where they end, plain ASCII
/// strings are a span of the input (made into a `String` only when a model
/// asks for one; keys are compared as bytes and never made at all), and
/// numbers are converted once. The same approach as Foundation's newer
/// decoder and simdjson's on-demand API.
///
/// Slots in document order: an object is its slot, then each member's key
/// slot followed by the member's value (one slot, or a container and
/// everything in it).
final class JSONTape {
    struct Slot {
        var kind: Kind
        /// `hasDuplicateKeys` on objects.
        var flags: UInt8 = 0
        /// asciiString: the input offset; decodedString: index in `strings`;
        /// number: index in `numbers`; array and object: the slot after the container.
        var first: UInt32
        /// asciiString: the length in bytes; array: the element count; object: the member count.
        var second: UInt32
    }

    enum Kind: UInt8 {
        case null, `false`, `true`, number
        /// ASCII without escapes: bytes `first ..< first + second` of the input.
        case asciiString
        /// Anything with escapes or non-ASCII text, decoded while building.
        case decodedString
        case array, object
    }

    static let hasDuplicateKeys: UInt8 = 1

    /// The input: the caller's memory while the decode runs, and the tape's
    /// own copy once anything that can still read the tape outlives the decode
    /// (`keepOwnCopy`). Copying every input would add a large part of reading
    /// it onto the tape, mostly page faults on the fresh memory (docs/json.md).
    @exclusivity(unchecked) private(set) var bytes: UnsafeBufferPointer<UInt8>
    private var ownsBytes = false
    // Read millions of times per document, written only while building (by one scanner):
    // no dynamic exclusivity check, which would run on every read (docs/json.md).
    @exclusivity(unchecked) var slots: JSONTapeSlots
    @exclusivity(unchecked) var numbers: [JSONNumber] = []
    @exclusivity(unchecked) var strings: [String] = []

    /// `input` must stay valid until the decode returns; see `keepOwnCopy`.
    init(borrowing input: UnsafeBufferPointer<UInt8>) {
        bytes = input
        // One slot per eight bytes: screen documents take 11 to 20 bytes per slot, so this
        // rarely grows. The reservation stays under glibc's largest dynamic mmap threshold
        // (32 MB) up to inputs of about 22 MB, so repeated decodes reuse the previous
        // decode's heap pages instead of mapping fresh memory, faulting in each page and
        // unmapping it again; larger inputs map their own. Figures in docs/json.md.
        slots = JSONTapeSlots(capacity: input.count / 8 + 16)
    }

    /// Copies the input, so that the tape no longer points at the caller's memory.
    func keepOwnCopy() {
        guard !ownsBytes else { return }
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        _ = copy.initialize(from: bytes)
        bytes = UnsafeBufferPointer(rebasing: copy[..<bytes.count])
        ownsBytes = true
    }

    deinit {
        if ownsBytes { bytes.deallocate() }
    }

    /// Inputs whose offsets fit a slot; longer ones are decoded through the tree.
    static let maximumInputSize = Int(UInt32.max)

    /// The slot after the value at `slot` (after the container, for arrays and objects).
    @inline(__always)
    func end(of slot: Int) -> Int {
        let value = slots[slot]
        switch value.kind {
        case .array, .object: return Int(value.first)
        default: return slot + 1
        }
    }

    /// The text of a string slot; nil for any other kind.
    @inline(__always)
    func string(at slot: Int) -> String? {
        let value = slots[slot]
        switch value.kind {
        case .asciiString:
            return jsonASCIIString(UnsafeBufferPointer(rebasing: bytes[Int(value.first)..<Int(value.first + value.second)]))
        case .decodedString:
            return strings[Int(value.first)]
        default:
            return nil
        }
    }

    /// Whether the string slot `slot` holds exactly `name` (keys compare as bytes, as RFC 8259 says).
    @inline(__always)
    func key(at slot: Int, equals name: String) -> Bool {
        let value = slots[slot]
        if value.kind == .decodedString { return jsonKeysMatch(strings[Int(value.first)], name) }
        let length = Int(value.second)
        var name = name
        return name.withUTF8 { utf8 in
            guard utf8.count == length else { return false }
            let start = Int(value.first)
            for offset in 0..<length where utf8[offset] != bytes[start + offset] { return false }
            return true
        }
    }

    /// The value at `slot` as a tree, for `JSONValue` members and error messages.
    func value(at slot: Int) -> JSONValue {
        let value = slots[slot]
        switch value.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(numbers[Int(value.first)])
        case .asciiString, .decodedString: return .string(string(at: slot) ?? "")
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(Int(value.second))
            var position = slot + 1
            while position < Int(value.first) {
                elements.append(self.value(at: position))
                position = end(of: position)
            }
            return .array(elements)
        case .object:
            var members: [JSONObject.Element] = []
            members.reserveCapacity(Int(value.second))
            var position = slot + 1
            while position < Int(value.first) {
                members.append((string(at: position) ?? "", self.value(at: position + 1)))
                position = end(of: position + 1)
            }
            return .object(JSONObject(parsedMembers: members))
        }
    }
}
