/// The byte-level engine behind `JSONWriter`.
///
/// Writes into one raw, geometrically growing buffer (an `[UInt8]` append
/// pays a uniqueness and capacity check per call), scans strings eight bytes
/// at a time so text that needs no escaping (nearly all of it) is copied in
/// one block, formats integers without allocating, and collects the path of
/// an error only while the error unwinds (innermost step first; `JSONWriter`
/// reverses it).
struct JSONEmitter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private let pretty: Bool
    private let sortedKeys: Bool
    private let escapesSlashes: Bool
    private let maxDepth: Int

    init(formatting: JSONWriter.Formatting, maxDepth: Int) {
        capacity = 1024
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        pretty = formatting.contains(.prettyPrinted)
        sortedKeys = formatting.contains(.sortedKeys)
        escapesSlashes = !formatting.contains(.withoutEscapingSlashes)
        self.maxDepth = maxDepth
    }

    deinit {
        base.deallocate()
    }

    /// Appends everything written so far to `output`.
    func copy(into output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }

    // MARK: - Buffer

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if capacity &- count < extra { grow(extra) }
    }

    @inline(never)
    private mutating func grow(_ extra: Int) {
        let newCapacity = Swift.max(capacity &* 2, count &+ extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    private mutating func byte(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    @inline(__always)
    private mutating func bytes(_ source: UnsafePointer<UInt8>, _ length: Int) {
        reserve(length)
        (base + count).update(from: source, count: length)
        count &+= length
    }

    @inline(__always)
    private mutating func literal(_ text: StaticString) {
        bytes(text.utf8Start, text.utf8CodeUnitCount)
    }

    // MARK: - Values

    /// Writes `value`, which sits inside `depth` containers.
    mutating func value(_ value: JSONValue, depth: Int) throws(JSONWriteError) {
        switch value {
        case .null: literal("null")
        case .bool(let bool): bool ? literal("true") : literal("false")
        case .number(let number): try self.number(number)
        case .string(let string): self.string(string)
        case .array(let elements): try array(elements, depth: depth + 1)
        case .object(let object): try self.object(object, depth: depth + 1)
        }
    }

    private mutating func array(_ elements: [JSONValue], depth: Int) throws(JSONWriteError) {
        guard depth <= maxDepth else { throw JSONWriteError(kind: .nestingTooDeep(limit: maxDepth), path: []) }
        guard !elements.isEmpty else {
            literal("[]")
            return
        }
        byte(UInt8(ascii: "["))
        for index in elements.indices {
            if index > 0 { byte(UInt8(ascii: ",")) }
            if pretty { newline(indent: depth) }
            do {
                try value(elements[index], depth: depth)
            } catch {
                throw Self.adding(.index(index), to: error)
            }
        }
        if pretty { newline(indent: depth - 1) }
        byte(UInt8(ascii: "]"))
    }

    private mutating func object(_ object: JSONObject, depth: Int) throws(JSONWriteError) {
        guard depth <= maxDepth else { throw JSONWriteError(kind: .nestingTooDeep(limit: maxDepth), path: []) }
        guard !object.isEmpty else {
            literal("{}")
            return
        }
        byte(UInt8(ascii: "{"))
        let entries = sortedKeys ? object.sortedByKey : object.entries
        for index in entries.indices {
            if index > 0 { byte(UInt8(ascii: ",")) }
            if pretty { newline(indent: depth) }
            string(entries[index].key)
            if pretty {
                literal(" : ")
            } else {
                byte(UInt8(ascii: ":"))
            }
            do {
                try value(entries[index].value, depth: depth)
            } catch {
                throw Self.adding(.key(entries[index].key), to: error)
            }
        }
        if pretty { newline(indent: depth - 1) }
        byte(UInt8(ascii: "}"))
    }

    @inline(never)
    private static func adding(_ component: JSONWriteError.PathComponent, to error: JSONWriteError) -> JSONWriteError {
        var error = error
        error.path.append(component)
        return error
    }

    private mutating func newline(indent: Int) {
        let width = 1 + 2 * indent
        reserve(width)
        base[count] = UInt8(ascii: "\n")
        (base + count + 1).initialize(repeating: UInt8(ascii: " "), count: width - 1)
        count &+= width
    }

    // MARK: - Numbers

    mutating func number(_ number: JSONNumber) throws(JSONWriteError) {
        switch number.storage {
        case .int(let value): integer(value)
        case .uint(let value): unsigned(value)
        case .double(let value): try double(value)
        }
    }

    /// The shortest text that reads back as `value`, without a trailing `.0`.
    ///
    /// That is Swift's `description` with `.0` dropped, exactly what
    /// Foundation's encoder writes (`1`, `0.1`, `1e+16`, `1000000000000000`);
    /// it agrees with `JSONNumber.shortestText` except that integral values
    /// from 1e15 to 2^53 also lose their `.0`. Integral values below 1e15 are
    /// formatted directly, without building a `String`.
    mutating func double(_ value: Double) throws(JSONWriteError) {
        guard value.isFinite else { throw JSONWriteError(kind: .nonFiniteNumber(value), path: []) }
        if value == value.rounded(), abs(value) < 1e15 {
            if value == 0 {
                value.sign == .minus ? literal("-0") : byte(UInt8(ascii: "0"))
            } else {
                integer(Int64(value))
            }
            return
        }
        var text = value.description
        text.withUTF8 { utf8 in
            guard let start = utf8.baseAddress else { return }
            var length = utf8.count
            if length > 2 && start[length - 2] == UInt8(ascii: ".") && start[length - 1] == UInt8(ascii: "0") {
                length -= 2
            }
            bytes(start, length)
        }
    }

    mutating func integer(_ value: Int64) {
        if value < 0 {
            byte(UInt8(ascii: "-"))
            unsigned(value.magnitude)
        } else {
            unsigned(UInt64(value))
        }
    }

    mutating func unsigned(_ value: UInt64) {
        if value < 10 {
            byte(UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0"))
            return
        }
        var digitCount = 1
        var scan = value
        while scan >= 10 {
            scan /= 10
            digitCount += 1
        }
        reserve(digitCount)
        var remaining = value
        var position = count &+ digitCount
        while position > count {
            let (quotient, digit) = remaining.quotientAndRemainder(dividingBy: 10)
            position &-= 1
            base[position] = UInt8(truncatingIfNeeded: digit) &+ UInt8(ascii: "0")
            remaining = quotient
        }
        count &+= digitCount
    }

    // MARK: - Strings

    /// Writes `string` quoted, escaping only what RFC 8259 (and Foundation, for `/`) requires.
    mutating func string(_ string: String) {
        byte(UInt8(ascii: "\""))
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { utf8 in
            stringContents(utf8)
        }
        if done == nil {
            var copy = string
            copy.withUTF8 { stringContents($0) }
        }
        byte(UInt8(ascii: "\""))
    }

    private mutating func stringContents(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let start = utf8.baseAddress else { return }
        let end = utf8.count
        var runStart = 0
        var index = 0
        while index < end {
            // Skip eight bytes at once when none of them needs escaping.
            if end &- index >= 8,
                !needsEscape(UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self))
            {
                index &+= 8
                continue
            }
            let byte = start[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || (byte == UInt8(ascii: "/") && escapesSlashes)
            {
                if index > runStart { bytes(start + runStart, index &- runStart) }
                escape(byte)
                runStart = index &+ 1
            }
            index &+= 1
        }
        if end > runStart { bytes(start + runStart, end &- runStart) }
    }

    /// Whether any of the eight bytes in `word` is a control character, `"`, `\` or (when escaped) `/`.
    ///
    /// Classic SWAR tests: `(x - 0x01…) & ~x & 0x80…` is non-zero exactly when
    /// some byte of `x` is zero, and the `0x20` variant when some byte is below 0x20.
    @inline(__always)
    private func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        var found = control
            | ((quote &- ones) & ~quote & highs)
            | ((backslash &- ones) & ~backslash & highs)
        if escapesSlashes {
            let slash = word ^ (ones &* 0x2F)
            found |= (slash &- ones) & ~slash & highs
        }
        return found != 0
    }

    private mutating func escape(_ character: UInt8) {
        switch character {
        case UInt8(ascii: "\""): literal("\\\"")
        case UInt8(ascii: "\\"): literal("\\\\")
        case UInt8(ascii: "/"): literal("\\/")
        case 0x08: literal("\\b")
        case 0x0C: literal("\\f")
        case 0x0A: literal("\\n")
        case 0x0D: literal("\\r")
        case 0x09: literal("\\t")
        default:
            // Other control characters: \u00XX with lowercase hex, as Foundation writes them.
            literal("\\u00")
            byte(Self.hexDigit(character >> 4))
            byte(Self.hexDigit(character & 0x0F))
        }
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? nibble &+ UInt8(ascii: "0") : nibble &- 10 &+ UInt8(ascii: "a")
    }
}
