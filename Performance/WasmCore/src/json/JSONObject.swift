/// A JSON object that keeps its members in document order.
///
/// Order matters to people reading server output and to stable encodings, so
/// members are stored as an ordered list. Small objects (the common case in
/// screen documents) are searched linearly; larger ones carry a key index so
/// lookups stay O(1). Keys are unique: setting an existing key replaces its
/// value in place. Equality ignores order, as JSON's semantics do.
public struct JSONObject: Sendable, Hashable, Sequence {
    public typealias Element = (key: String, value: JSONValue)

    /// Objects with more members than this get a hash index.
    static let indexThreshold = 12

    private(set) var entries: [Element]
    private var index: [String: Int]?

    public init() {
        entries = []
        index = nil
    }

    public init(minimumCapacity: Int) {
        entries = []
        entries.reserveCapacity(minimumCapacity)
        index = nil
    }

    /// Builds an object from pairs; a repeated key keeps its first position and last value.
    public init<S: Sequence>(_ pairs: S) where S.Element == (String, JSONValue) {
        self.init()
        for (key, value) in pairs { self[key] = value }
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
    public var keys: [String] { entries.map { $0.key } }  // [wasm-measure] was map(\.key)
    public var values: [JSONValue] { entries.map { $0.value } }  // [wasm-measure] was map(\.value)

    public func makeIterator() -> IndexingIterator<[Element]> { entries.makeIterator() }

    /// The position of `key` in document order, or nil.
    public func position(of key: String) -> Int? {
        if let index { return index[key] }
        for i in entries.indices where entries[i].key == key { return i }
        return nil
    }

    /// The member at a position in document order.
    public func entry(at position: Int) -> Element { entries[position] }

    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { entries[$0].value } }
        set {
            if let position = position(of: key) {
                if let newValue {
                    entries[position].value = newValue
                } else {
                    remove(at: position)
                }
            } else if let newValue {
                append(key: key, value: newValue)
            }
        }
    }

    /// Builds an object from parsed members, keeping their array when no key
    /// repeats (the common case). A repeated key keeps its first position and
    /// takes the last value, as RFC 8259 leaves the choice to us.
    ///
    /// `keysArePlainASCII`: every key was read without escapes or non-ASCII
    /// bytes, so keys of different lengths cannot be equal and most pairs skip
    /// `String`'s comparison (which treats canonically equivalent text as equal).
    init(parsedMembers members: [Element], keysArePlainASCII: Bool = false) {
        let count = members.count
        if count <= Self.indexThreshold {
            let hasDuplicates = members.withUnsafeBufferPointer { members in
                for i in 0..<count {
                    let key = members[i].key
                    let length = key.utf8.count
                    for j in (i + 1)..<count where (!keysArePlainASCII || members[j].key.utf8.count == length)
                        && members[j].key == key { return true }
                }
                return false
            }
            if !hasDuplicates {
                entries = members
                index = nil
                return
            }
        }
        var built = [String: Int](minimumCapacity: count)
        var unique: [Element] = []
        unique.reserveCapacity(count)
        for entry in members {
            if let position = built[entry.key] {
                unique[position].value = entry.value
            } else {
                built[entry.key] = unique.count
                unique.append(entry)
            }
        }
        entries = unique
        index = unique.count > Self.indexThreshold ? built : nil
    }

    /// Appends a member whose key the caller knows to be absent.
    mutating func append(key: String, value: JSONValue) {
        entries.append((key, value))
        if index != nil {
            index![key] = entries.count - 1
        } else if entries.count > Self.indexThreshold {
            var built = [String: Int](minimumCapacity: entries.count * 2)
            for (i, entry) in entries.enumerated() { built[entry.key] = i }
            index = built
        }
    }

    private mutating func remove(at position: Int) {
        entries.remove(at: position)
        if index != nil {
            var built = [String: Int](minimumCapacity: entries.count)
            for (i, entry) in entries.enumerated() { built[entry.key] = i }
            index = entries.count > Self.indexThreshold ? built : nil
        }
    }

    /// Members sorted by key (by Unicode scalar order), for canonical output.
    public var sortedByKey: [Element] {
        entries.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs.entries {
            guard let other = rhs[key], other == value else { return false }
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent: combine per-member hashes commutatively.
        var sum = 0
        for (key, value) in entries {
            var member = Hasher()
            member.combine(key)
            member.combine(value)
            sum = sum &+ member.finalize()
        }
        hasher.combine(count)
        hasher.combine(sum)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}
