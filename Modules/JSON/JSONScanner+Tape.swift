extension JSONScanner {
    /// Parses the whole input onto `tape`, with the same grammar, limits and
    /// errors as `parseDocument()`.
    mutating func parseDocument(onto tape: JSONTape) throws(JSONParseError) {
        skipWhitespace()
        guard index < bytes.count else { throw error(.emptyInput, at: index) }
        try parseValue(onto: tape, depth: 0)
        skipWhitespace()
        if index < bytes.count { throw error(.trailingContent, at: index) }
    }

    private mutating func parseValue(onto tape: JSONTape, depth: Int) throws(JSONParseError) {
        guard index < bytes.count else { throw error(.unexpectedEndOfInput, at: index) }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            try parseString(onto: tape)
        case UInt8(ascii: "{"):
            try parseObject(onto: tape, depth: depth + 1)
        case UInt8(ascii: "["):
            try parseArray(onto: tape, depth: depth + 1)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try parseNumber()
            tape.slots.append(JSONTape.Slot(kind: .number, first: UInt32(tape.numbers.count), second: 0))
            tape.numbers.append(number)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            tape.slots.append(JSONTape.Slot(kind: .true, first: 0, second: 0))
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            tape.slots.append(JSONTape.Slot(kind: .false, first: 0, second: 0))
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            tape.slots.append(JSONTape.Slot(kind: .null, first: 0, second: 0))
        case let byte:
            throw error(.unexpectedByte(byte, expected: "a value"), at: index)
        }
    }

    /// Plain ASCII becomes a span of the input; anything else is decoded now, by the tree parser's own code.
    private mutating func parseString(onto tape: JSONTape) throws(JSONParseError) {
        index += 1
        let start = index
        index = plainRunEnd(from: start)
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            tape.slots.append(JSONTape.Slot(kind: .asciiString, first: UInt32(start), second: UInt32(index - start)))
            index += 1
            return
        }
        let text: String
        if index < bytes.count, bytes[index] >= 0x80, let raw = rawUTF8String(from: start, firstStop: index) {
            text = raw
        } else {
            text = try parseStringSlowly(from: start)
        }
        tape.slots.append(JSONTape.Slot(kind: .decodedString, first: UInt32(tape.strings.count), second: 0))
        tape.strings.append(text)
    }

    private mutating func parseArray(onto tape: JSONTape, depth: Int) throws(JSONParseError) {
        if depth > maxDepth { throw error(.nestingTooDeep(limit: maxDepth), at: index) }
        let slot = tape.slots.count
        tape.slots.append(JSONTape.Slot(kind: .array, first: 0, second: 0))
        index += 1
        skipWhitespace()
        var count: UInt32 = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
        } else {
            elements: while true {
                skipWhitespace()
                try parseValue(onto: tape, depth: depth)
                count += 1
                skipWhitespace()
                guard index < bytes.count else { throw error(.unexpectedEndOfInput, at: index) }
                switch bytes[index] {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "]"):
                    index += 1
                    break elements
                case let byte: throw error(.unexpectedByte(byte, expected: "',' or ']'"), at: index)
                }
            }
        }
        tape.slots[slot].first = UInt32(tape.slots.count)
        tape.slots[slot].second = count
    }

    private mutating func parseObject(onto tape: JSONTape, depth: Int) throws(JSONParseError) {
        if depth > maxDepth { throw error(.nestingTooDeep(limit: maxDepth), at: index) }
        let slot = tape.slots.count
        tape.slots.append(JSONTape.Slot(kind: .object, first: 0, second: 0))
        index += 1
        skipWhitespace()
        var count: UInt32 = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
        } else {
            members: while true {
                skipWhitespace()
                guard index < bytes.count else { throw error(.unexpectedEndOfInput, at: index) }
                guard bytes[index] == UInt8(ascii: "\"") else {
                    throw error(.unexpectedByte(bytes[index], expected: "a string key"), at: index)
                }
                try parseString(onto: tape)
                skipWhitespace()
                guard index < bytes.count else { throw error(.unexpectedEndOfInput, at: index) }
                guard bytes[index] == UInt8(ascii: ":") else {
                    throw error(.unexpectedByte(bytes[index], expected: "':'"), at: index)
                }
                index += 1
                skipWhitespace()
                try parseValue(onto: tape, depth: depth)
                count += 1
                skipWhitespace()
                guard index < bytes.count else { throw error(.unexpectedEndOfInput, at: index) }
                switch bytes[index] {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "}"):
                    index += 1
                    break members
                case let byte: throw error(.unexpectedByte(byte, expected: "',' or '}'"), at: index)
                }
            }
        }
        tape.slots[slot].first = UInt32(tape.slots.count)
        tape.slots[slot].second = count
        if count > 1, Self.hasDuplicateKeys(tape, object: slot) { tape.slots[slot].flags |= JSONTape.hasDuplicateKeys }
    }

    /// Whether two members of the object at `slot` share a key (then the last value wins, as in the tree).
    ///
    /// Walks the members in place, without collecting them first, so the
    /// check allocates no array per object (docs/json.md).
    private static func hasDuplicateKeys(_ tape: JSONTape, object slot: Int) -> Bool {
        let end = Int(tape.slots[slot].first)
        if Int(tape.slots[slot].second) <= JSONObject.indexThreshold {
            var key = slot + 1
            while key < end {
                var other = tape.end(of: key + 1)
                while other < end {
                    if sameKey(tape, key, other) { return true }
                    other = tape.end(of: other + 1)
                }
                key = tape.end(of: key + 1)
            }
            return false
        }
        var seen = Set<String>(minimumCapacity: Int(tape.slots[slot].second))
        var key = slot + 1
        while key < end {
            if !seen.insert(tape.string(at: key) ?? "").inserted { return true }
            key = tape.end(of: key + 1)
        }
        return false
    }

    @inline(__always)
    private static func sameKey(_ tape: JSONTape, _ a: Int, _ b: Int) -> Bool {
        let left = tape.slots[a], right = tape.slots[b]
        if left.kind == .asciiString, right.kind == .asciiString {
            guard left.second == right.second else { return false }
            let (x, y, length) = (Int(left.first), Int(right.first), Int(left.second))
            for offset in 0..<length where tape.bytes[x + offset] != tape.bytes[y + offset] { return false }
            return true
        }
        return tape.string(at: a) == tape.string(at: b)
    }
}
