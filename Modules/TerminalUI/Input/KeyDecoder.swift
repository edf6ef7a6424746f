/// Turns the bytes a terminal sends in raw mode into keys.
///
/// Handles UTF-8 split across reads, CSI and SS3 sequences for arrows and
/// paging keys (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`), DEL and BS as backspace,
/// and a lone ESC (the last byte of a read) as the Escape key. A terminal's
/// answers are not keys: device attributes (`ESC [ ? … c`), operating-
/// system commands (`ESC ] … BEL`, such as a late background colour) and
/// kitty's graphics replies (`ESC _ G … ESC \`) are dropped.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// An operating-system command (`ESC ]`) longer than this is not waited for.
    static let maximumCommandLength = 512

    public init() {}

    /// Keys decoded from `bytes` plus whatever was left over from the previous read.
    public mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            switch byte {
            case 0x1B:
                guard index + 1 < pending.count else {
                    keys.append(.escape)
                    index += 1
                    continue
                }
                let next = pending[index + 1]
                let third = index + 2 < pending.count ? pending[index + 2] : nil
                if next == UInt8(ascii: "]") && third.map({ (0x30...0x39).contains($0) }) ?? true
                    || next == UInt8(ascii: "_") && third.map({ $0 == UInt8(ascii: "G") }) ?? true {
                    // An operating-system command (`ESC ] 11;…`: a number first) or a kitty graphics
                    // reply (`ESC _ G i=…;OK ESC \`): a terminal's answer (its background colour after
                    // the client stopped waiting, a picture's reply), never a key. Dropped whole.
                    // Alt+] and Alt+_ (then anything else) stay Escape and the key.
                    var end = index + 2
                    while end < pending.count, pending[end] != 0x07,
                          !(pending[end] == 0x1B && end + 1 < pending.count && pending[end + 1] == UInt8(ascii: "\\")) { end += 1 }
                    if end >= pending.count {
                        guard pending.count - index > Self.maximumCommandLength else {
                            pending.removeFirst(index)  // wait for the rest
                            return keys
                        }
                        index = pending.count  // too long to be an answer: dropped
                        continue
                    }
                    index = end + (pending[end] == 0x07 ? 1 : 2)
                } else if next == UInt8(ascii: "[") || next == UInt8(ascii: "O") {
                    // Find the final byte of the sequence.
                    var end = index + 2
                    while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
                    guard end < pending.count else {
                        // Incomplete: wait for the rest.
                        pending.removeFirst(index)
                        return keys
                    }
                    if let key = Self.sequence(parameters: Array(pending[(index + 2)..<end]), final: pending[end]) {
                        keys.append(key)
                    }
                    index = end + 1
                } else {
                    // Alt+key or a lone Escape followed by typing: Escape, then the key.
                    keys.append(.escape)
                    index += 1
                }
            case 0x0D, 0x0A:
                keys.append(.enter)
                index += 1
            case 0x09:
                keys.append(.tab)
                index += 1
            case 0x7F, 0x08:
                keys.append(.backspace)
                index += 1
            case 0x00..<0x20:
                keys.append(.control(Character(UnicodeScalar(byte + 0x60))))
                index += 1
            default:
                let length = Self.utf8Length(byte)
                guard length > 0 else {
                    index += 1  // a stray continuation byte
                    continue
                }
                guard index + length <= pending.count else {
                    pending.removeFirst(index)
                    return keys
                }
                let text = String(decoding: pending[index..<(index + length)], as: UTF8.self)
                if let character = text.first { keys.append(.character(character)) }
                index += length
            }
        }
        pending.removeAll(keepingCapacity: true)
        return keys
    }

    private static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0x20..<0x80: return 1
        case 0xC2..<0xE0: return 2
        case 0xE0..<0xF0: return 3
        case 0xF0..<0xF5: return 4
        default: return 0
        }
    }

    private static func sequence(parameters: [UInt8], final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch String(decoding: parameters, as: UTF8.self).split(separator: ";").first ?? "" {
            case "1", "7": return .home
            case "3": return .delete
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }
}
