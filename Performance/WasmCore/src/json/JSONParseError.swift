/// Why a document was refused, and exactly where.
///
/// Server developers read these in the client's diagnostics, so every error
/// carries the byte offset and the 1-based line and column of the offending
/// byte, not just "invalid JSON".
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case emptyInput
        case unexpectedEndOfInput
        /// A byte that the grammar does not allow here.
        case unexpectedByte(UInt8, expected: String)
        case invalidUTF8
        case controlCharacterInString(UInt8)
        case invalidEscape(UInt8)
        case invalidUnicodeEscape
        /// A `\uD800`-style escape without its partner.
        case loneSurrogate(UInt16)
        case invalidNumber(String)
        /// A number whose magnitude does not fit a `Double`.
        case numberOutOfRange
        case nestingTooDeep(limit: Int)
        case inputTooLarge(size: Int, limit: Int)
        case trailingContent
    }

    public let kind: Kind
    /// Zero-based byte offset of the problem in the input.
    public let offset: Int
    /// One-based line, counting `\n`.
    public let line: Int
    /// One-based column in bytes within the line.
    public let column: Int

    public init(kind: Kind, offset: Int, line: Int, column: Int) {
        self.kind = kind
        self.offset = offset
        self.line = line
        self.column = column
    }

    public var reason: String {
        switch kind {
        case .emptyInput: return "the document is empty"
        case .unexpectedEndOfInput: return "the document ends too early"
        case .unexpectedByte(let byte, let expected):
            return "unexpected \(Self.describe(byte)), expected \(expected)"
        case .invalidUTF8: return "invalid UTF-8 byte sequence"
        case .controlCharacterInString(let byte):
            return "unescaped control character \(Self.hex(byte)) in a string"
        case .invalidEscape(let byte): return "invalid escape sequence \\\(Self.printable(byte))"
        case .invalidUnicodeEscape: return "invalid \\u escape: four hexadecimal digits expected"
        case .loneSurrogate(let unit):
            return "unpaired UTF-16 surrogate \\u\(String(unit, radix: 16, uppercase: true))"
        case .invalidNumber(let text): return "invalid number '\(text)'"
        case .numberOutOfRange: return "number is too large to represent"
        case .nestingTooDeep(let limit): return "arrays and objects nested deeper than \(limit) levels"
        case .inputTooLarge(let size, let limit):
            return "document of \(size) bytes exceeds the limit of \(limit) bytes"
        case .trailingContent: return "unexpected content after the document"
        }
    }

    public var description: String {
        "JSON error at line \(line), column \(column) (byte \(offset)): \(reason)"
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "character '\(printable(byte))'" : "byte \(hex(byte))"
    }

    private static func printable(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : hex(byte)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }
}
