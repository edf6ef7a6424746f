/// The recursive-descent state machine behind `JSONParser`.
///
/// Works on a raw byte buffer with an index so the hot loops compile to plain
/// pointer arithmetic; strings and numbers live in their own files.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int = 0
    let maxDepth: Int
    /// Reused buffer for strings that need unescaping or UTF-8 validation.
    var scratch: [UInt8] = []
    /// Elements of the arrays being parsed, innermost last; each array is
    /// moved out once, at its final size, when it closes. (Made eagerly even
    /// for a tape, which never uses them: as `lazy var`s every use would check
    /// them, which costs the tree parser far more than two small allocations
    /// per document; docs/json.md.)
    let elementStack = JSONMoveStack<JSONValue>()
    /// Members of the objects being parsed, innermost last.
    let memberStack = JSONMoveStack<JSONObject.Element>()
    /// Whether the last string `parseString()` or `parseKey()` read was plain ASCII (no escapes), for the duplicate-key check.
    var lastStringWasPlainASCII = false
    /// Short keys already made, for the tree parser; nil for the tape, which makes no keys.
    let keyCache: JSONKeyCache?

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, keyCache: JSONKeyCache? = nil) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.keyCache = keyCache
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else {
            // Only whitespace (or nothing) was found.
            throw error(.emptyInput, at: index)
        }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count { throw error(.trailingContent, at: index) }
        return value
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw error(.unexpectedEndOfInput, at: index) }
        switch bytes[index] {
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case let byte:
            throw error(.unexpectedByte(byte, expected: "a value"), at: index)
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let length = literal.utf8CodeUnitCount
        let expected = literal.utf8Start
        for offset in 0..<length {
            guard index + offset < bytes.count else { throw error(.unexpectedEndOfInput, at: bytes.count) }
            let byte = bytes[index + offset]
            if byte != expected[offset] {
                throw error(.unexpectedByte(byte, expected: "'\(literal)'"), at: index + offset)
            }
        }
        index += length
    }

    private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        if depth > maxDepth { throw error(.nestingTooDeep(limit: maxDepth), at: index) }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array([])
        }
        let base = elementStack.count
        while true {
            skipWhitespace()
            let element = try parseValue(depth: depth)
            elementStack.push(element)
            skipWhitespace()
            guard index < bytes.count else { throw error(.unexpectedEndOfInput, at: index) }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elementStack.popArray(from: base))
            case let byte: throw error(.unexpectedByte(byte, expected: "',' or ']'"), at: index)
            }
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        if depth > maxDepth { throw error(.nestingTooDeep(limit: maxDepth), at: index) }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(JSONObject())
        }
        let base = memberStack.count
        var keysArePlainASCII = true
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error(.unexpectedEndOfInput, at: index) }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error(.unexpectedByte(bytes[index], expected: "a string key"), at: index)
            }
            let key = try parseKey()
            keysArePlainASCII = keysArePlainASCII && lastStringWasPlainASCII
            skipWhitespace()
            guard index < bytes.count else { throw error(.unexpectedEndOfInput, at: index) }
            guard bytes[index] == UInt8(ascii: ":") else {
                throw error(.unexpectedByte(bytes[index], expected: "':'"), at: index)
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            memberStack.push((key, value))
            skipWhitespace()
            guard index < bytes.count else { throw error(.unexpectedEndOfInput, at: index) }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(JSONObject(parsedMembers: memberStack.popArray(from: base), keysArePlainASCII: keysArePlainASCII))
            case let byte: throw error(.unexpectedByte(byte, expected: "',' or '}'"), at: index)
            }
        }
    }

    /// Builds an error with the line and column of `offset`, counted only when needed.
    func error(_ kind: JSONParseError.Kind, at offset: Int) -> JSONParseError {
        let end = min(offset, bytes.count)
        var line = 1
        var lineStart = 0
        var i = 0
        while i < end {
            if bytes[i] == 0x0A {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        return JSONParseError(kind: kind, offset: offset, line: line, column: offset - lineStart + 1)
    }
}
