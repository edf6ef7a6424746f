/// Where each value of a JSON text starts, by JSON pointer (RFC 6901:
/// `/sections/0/components/2`), as a 1-based line and column (in bytes), so
/// a tool can point an author at the very place in their file.
///
/// Built by its own small scanner over text the parser has accepted; text
/// it cannot follow ends the map where it stopped. Depth is bounded like the
/// parser's (`JSONParser.Options.maxDepth`).
public struct JSONSourceMap: Sendable {
    public struct Position: Sendable, Equatable {
        public let line: Int
        public let column: Int
    }

    public private(set) var positions: [String: Position] = [:]

    public init(_ bytes: [UInt8], maximumDepth: Int = JSONParser.Options().maxDepth) {
        var scanner = Scanner(bytes: bytes, maximumDepth: maximumDepth)
        scanner.value(pointer: "", depth: 0)
        positions = scanner.positions
    }

    public subscript(pointer: String) -> Position? { positions[pointer] }

    /// A pointer's token, escaped (`~` as `~0`, `/` as `~1`).
    public static func token(_ key: String) -> String {
        guard key.contains("~") || key.contains("/") else { return key }
        var escaped = ""
        for character in key {
            switch character {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private struct Scanner {
        let bytes: [UInt8]
        let maximumDepth: Int
        var index = 0
        var line = 1
        var lineStart = 0
        var positions: [String: Position] = [:]

        init(bytes: [UInt8], maximumDepth: Int) {
            self.bytes = bytes
            self.maximumDepth = maximumDepth
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\n"): line += 1; index += 1; lineStart = index
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
                default: return
                }
            }
        }

        /// Records where the value at `pointer` starts and moves past it; false when the text cannot be followed.
        @discardableResult
        mutating func value(pointer: String, depth: Int) -> Bool {
            skipSpace()
            guard index < bytes.count, depth <= maximumDepth else { return false }
            positions[pointer] = Position(line: line, column: index - lineStart + 1)
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return true }
                while true {
                    skipSpace()
                    guard let key = string() else { return false }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
                    index += 1
                    guard value(pointer: pointer + "/" + JSONSourceMap.token(key), depth: depth + 1) else { return false }
                    skipSpace()
                    guard index < bytes.count else { return false }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return true }
                    return false
                }
            case UInt8(ascii: "["):
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return true }
                var position = 0
                while true {
                    guard value(pointer: pointer + "/\(position)", depth: depth + 1) else { return false }
                    position += 1
                    skipSpace()
                    guard index < bytes.count else { return false }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    if bytes[index] == UInt8(ascii: "]") { index += 1; return true }
                    return false
                }
            case UInt8(ascii: "\""):
                return string() != nil
            default:
                // A number, true, false or null: up to the next delimiter.
                while index < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: " "),
                                             UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[index]) {
                    index += 1
                }
                return true
            }
        }

        /// A string's decoded text (escapes read by the real parser), moving past it.
        mutating func string() -> String? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let start = index
            index += 1
            var escaped = false
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\\") { escaped = true; index += 1; continue }
                if byte == UInt8(ascii: "\"") {
                    let raw = Array(bytes[start..<index])
                    guard escaped else { return String(decoding: raw.dropFirst().dropLast(), as: UTF8.self) }
                    return (try? JSONParser().parse(raw))?.stringValue
                }
            }
            return nil
        }
    }
}
