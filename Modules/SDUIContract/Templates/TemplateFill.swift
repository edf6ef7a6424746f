import JSON

/// One string of a template's body with its `${name}`s filled in.
///
/// The new string's length is known before it is built, so an argument
/// doubled at every level of nesting is refused while it is still small.
enum TemplateFill {
    /// The string holds no reference to an argument and no `\${`: keep it.
    case unchanged
    /// The string is exactly `${name}`: the argument's own value, whatever its type.
    case placed(JSONValue)
    /// The filled text.
    case text(String)
    /// The filled text would take more than `allowance` bytes; it was not built.
    case overBudget(needed: Int)

    private enum Piece {
        case literal(Range<Int>)
        /// `\${`, written as `${`.
        case escape
        case argument(JSONValue)
    }

    /// Fills `text` from `arguments`; a name without an argument is left as written.
    static func fill(_ text: String, arguments: JSONObject, allowance: Int) -> TemplateFill {
        guard text.utf8.contains(UInt8(ascii: "$")) else { return .unchanged }
        var text = text
        return text.withUTF8 { fill(utf8: $0, arguments: arguments, allowance: allowance) }
    }

    private static func fill(utf8 bytes: UnsafeBufferPointer<UInt8>, arguments: JSONObject, allowance: Int) -> TemplateFill {
        let dollar = UInt8(ascii: "$"), open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), backslash = UInt8(ascii: "\\")
        let count = bytes.count
        if count > 3, bytes[0] == dollar, bytes[1] == open, bytes[count - 1] == close,
           !bytes[2..<(count - 1)].contains(close),
           let value = arguments[String(decoding: UnsafeBufferPointer(rebasing: bytes[2..<(count - 1)]), as: UTF8.self)] {
            return .placed(value)
        }
        var pieces: [Piece] = []
        var literalStart = 0
        var index = 0
        func endLiteral(at end: Int) {
            if literalStart < end { pieces.append(.literal(literalStart..<end)) }
        }
        while index < count {
            if bytes[index] == backslash, index + 2 < count, bytes[index + 1] == dollar, bytes[index + 2] == open {
                endLiteral(at: index)
                pieces.append(.escape)
                index += 3
                literalStart = index
                continue
            }
            if bytes[index] == dollar, index + 1 < count, bytes[index + 1] == open,
               let end = bytes[(index + 2)...].firstIndex(of: close),
               let value = arguments[String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)..<end]), as: UTF8.self)] {
                endLiteral(at: index)
                pieces.append(.argument(value))
                index = end + 1
                literalStart = index
                continue
            }
            index += 1
        }
        guard !pieces.isEmpty else { return .unchanged }
        endLiteral(at: count)

        var needed = 0
        for piece in pieces {
            switch piece {
            case .literal(let range): needed += range.count
            case .escape: needed += 2
            case .argument(let value): needed += textByteCount(of: value)
            }
        }
        guard needed <= allowance else { return .overBudget(needed: needed) }

        var result: [UInt8] = []
        result.reserveCapacity(needed)
        for piece in pieces {
            switch piece {
            case .literal(let range): result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
            case .escape: result.append(contentsOf: [dollar, open])
            case .argument(let value): appendText(of: value, to: &result)
            }
        }
        return .text(String(decoding: result, as: UTF8.self))
    }

    /// The bytes `value` takes inside a longer string (JSON text for arrays
    /// and objects, as measured by `compactByteCount`).
    private static func textByteCount(of value: JSONValue) -> Int {
        switch value {
        case .string(let text): return text.utf8.count
        case .null: return 0
        case .bool, .number, .array, .object: return value.compactByteCount
        }
    }

    private static func appendText(of value: JSONValue, to result: inout [UInt8]) {
        switch value {
        case .string(let text): result.append(contentsOf: text.utf8)
        case .number(let number): result.append(contentsOf: number.description.utf8)
        case .bool(let flag): result.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: break
        case .array, .object: result.append(contentsOf: (try? value.serialized()) ?? [])
        }
    }
}
