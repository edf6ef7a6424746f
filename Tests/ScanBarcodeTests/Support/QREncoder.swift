/// A minimal QR Code encoder for tests: byte mode, error correction level M,
/// versions 1 and 2 (up to 26 bytes), one fixed mask. Enough to produce
/// real QR symbols for ZBar without fixture files.
///
/// Follows ISO/IEC 18004: function patterns, a single Reed–Solomon block
/// over GF(256) (polynomial 0x11D), zig-zag placement, mask, and the
/// BCH-protected format information.
enum QREncoder {
    struct Version {
        let number: Int
        let dataCodewords: Int
        let ecCodewords: Int
        var size: Int { 17 + 4 * number }
    }

    static let versions = [Version(number: 1, dataCodewords: 16, ecCodewords: 10),
                           Version(number: 2, dataCodewords: 28, ecCodewords: 16)]
    static let mask = 2

    /// The module matrix, `[row][column]`, `true` dark, without quiet zone.
    static func matrix(_ text: String) -> [[Bool]] {
        let bytes = Array(text.utf8)
        guard let version = versions.first(where: { 4 + 8 + 8 * bytes.count <= 8 * $0.dataCodewords }) else {
            preconditionFailure("\(bytes.count) bytes do not fit version 2-M")
        }
        let data = dataCodewords(bytes, capacity: version.dataCodewords)
        let codewords = data + remainder(data, degree: version.ecCodewords)
        var symbol = Symbol(size: version.size)
        symbol.drawFunctionPatterns(version: version.number)
        symbol.place(codewords)
        symbol.applyMask(mask)
        symbol.drawFormatBits(mask: mask)
        return symbol.modules
    }

    // MARK: Data

    private static func dataCodewords(_ bytes: [UInt8], capacity: Int) -> [UInt8] {
        var bits: [Bool] = []
        func append(_ value: Int, _ count: Int) {
            for shift in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> shift) & 1 == 1) }
        }
        append(0b0100, 4)          // byte mode
        append(bytes.count, 8)     // character count (versions 1–9)
        for byte in bytes { append(Int(byte), 8) }
        append(0, min(4, capacity * 8 - bits.count))   // terminator
        while bits.count % 8 != 0 { bits.append(false) }
        var codewords: [UInt8] = stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<start + 8].reduce(0) { $0 << 1 | ($1 ? 1 : 0) }
        }
        var pad: UInt8 = 0xEC
        while codewords.count < capacity {
            codewords.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return codewords
    }

    // MARK: Reed–Solomon

    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var product = 0
        for bit in stride(from: 7, through: 0, by: -1) {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            product ^= ((Int(y) >> bit) & 1) * Int(x)
        }
        return UInt8(product & 0xFF)
    }

    static func divisor(degree: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: degree)
        result[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                result[index] = multiply(result[index], root)
                if index + 1 < degree { result[index] ^= result[index + 1] }
            }
            root = multiply(root, 0x02)
        }
        return result
    }

    static func remainder(_ data: [UInt8], degree: Int) -> [UInt8] {
        let generator = divisor(degree: degree)
        var result = [UInt8](repeating: 0, count: degree)
        for byte in data {
            let factor = byte ^ result.removeFirst()
            result.append(0)
            for index in 0..<degree { result[index] ^= multiply(generator[index], factor) }
        }
        return result
    }

    // MARK: Matrix

    struct Symbol {
        let size: Int
        var modules: [[Bool]]
        var isFunction: [[Bool]]

        init(size: Int) {
            self.size = size
            modules = Array(repeating: Array(repeating: false, count: size), count: size)
            isFunction = modules
        }

        mutating func set(_ x: Int, _ y: Int, _ dark: Bool) {
            modules[y][x] = dark
            isFunction[y][x] = true
        }

        mutating func drawFunctionPatterns(version: Int) {
            for index in 0..<size {
                set(6, index, index.isMultiple(of: 2))
                set(index, 6, index.isMultiple(of: 2))
            }
            for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] {
                for dy in -4...4 {
                    for dx in -4...4 where (0..<size).contains(x + dx) && (0..<size).contains(y + dy) {
                        let distance = max(abs(dx), abs(dy))
                        set(x + dx, y + dy, distance != 2 && distance != 4)
                    }
                }
            }
            if version == 2 {
                for dy in -2...2 {
                    for dx in -2...2 { set(18 + dx, 18 + dy, max(abs(dx), abs(dy)) != 1) }
                }
            }
            drawFormatBits(mask: 0)   // reserves the area; redrawn after masking
        }

        mutating func place(_ codewords: [UInt8]) {
            var bitIndex = 0
            var right = size - 1
            while right >= 1 {
                if right == 6 { right = 5 }
                for vertical in 0..<size {
                    for offset in 0..<2 {
                        let x = right - offset
                        let upward = (right + 1) & 2 == 0
                        let y = upward ? size - 1 - vertical : vertical
                        if !isFunction[y][x], bitIndex < codewords.count * 8 {
                            modules[y][x] = (codewords[bitIndex >> 3] >> (7 - UInt8(bitIndex & 7))) & 1 == 1
                            bitIndex += 1
                        }
                    }
                }
                right -= 2
            }
        }

        mutating func applyMask(_ mask: Int) {
            for y in 0..<size {
                for x in 0..<size where !isFunction[y][x] {
                    let invert: Bool
                    switch mask {
                    case 0: invert = (x + y) % 2 == 0
                    case 1: invert = y % 2 == 0
                    case 2: invert = x % 3 == 0
                    default: invert = (x + y) % 3 == 0
                    }
                    if invert { modules[y][x].toggle() }
                }
            }
        }

        mutating func drawFormatBits(mask: Int) {
            let data = 0b00 << 3 | mask   // level M
            var remainder = data
            for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
            let bits = (data << 10 | remainder) ^ 0x5412
            func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
            for index in 0...5 { set(8, index, bit(index)) }
            set(8, 7, bit(6))
            set(8, 8, bit(7))
            set(7, 8, bit(8))
            for index in 9..<15 { set(14 - index, 8, bit(index)) }
            for index in 0..<8 { set(size - 1 - index, 8, bit(index)) }
            for index in 8..<15 { set(8, size - 15 + index, bit(index)) }
            set(8, size - 8, true)
        }
    }
}
