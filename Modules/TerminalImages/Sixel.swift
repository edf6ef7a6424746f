/// DEC sixel: a picture as the escape sequence that draws it at the cursor.
///
/// Colours are the 216 of a 6 × 6 × 6 cube (the terminals that draw
/// pictures keep 256 registers or more; a VT340's 16 would show fewer),
/// each pixel the nearest; bands of six rows, each
/// colour of a band one pass with runs compressed (`!count`). The raster
/// attributes give square pixels and the exact size, so the picture covers
/// exactly the cells it was sized for.
public enum Sixel {
    /// Levels of each channel in the cube, as 0–255 and as sixel's 0–100 percent.
    static let levels: [Int] = [0, 51, 102, 153, 204, 255]

    public static func encode(_ picture: Picture) -> String {
        let width = picture.width
        var indices = [UInt8](repeating: 0, count: width * picture.height)
        var used = [Bool](repeating: false, count: 216)
        for y in 0..<picture.height {
            for x in 0..<width {
                let pixel = picture.pixel(x, y)
                let index = level(pixel.red) * 36 + level(pixel.green) * 6 + level(pixel.blue)
                indices[y * width + x] = UInt8(index)
                used[index] = true
            }
        }
        var output: [UInt8] = []
        output.reserveCapacity(width * picture.height / 2)
        // P2 = 1: pixels no colour sets stay as they are; every pixel is set here.
        output += Array("\u{1B}P0;1;0q\"1;1;\(width);\(picture.height)".utf8)
        for index in 0..<216 where used[index] {
            let red = levels[index / 36] * 100 / 255, green = levels[index / 6 % 6] * 100 / 255, blue = levels[index % 6] * 100 / 255
            output += Array("#\(index);2;\(red);\(green);\(blue)".utf8)
        }
        // Per band, each colour's six bits per column, filled in one pass over the band's pixels.
        var slots = [Int](repeating: -1, count: 216)
        var band = 0
        while band * 6 < picture.height {
            let top = band * 6
            // `-` goes to the next band, so only between bands: after the last it would move the
            // cursor below the picture, and past the screen's bottom that scrolls it.
            if band > 0 { output.append(UInt8(ascii: "-")) }
            var colors: [Int] = []
            var bits: [[UInt8]] = []
            for y in top..<min(picture.height, top + 6) {
                for x in 0..<width {
                    let color = Int(indices[y * width + x])
                    if slots[color] < 0 {
                        slots[color] = colors.count
                        colors.append(color)
                        bits.append([UInt8](repeating: 0, count: width))
                    }
                    bits[slots[color]][x] |= 1 << UInt8(y - top)
                }
            }
            for (slot, color) in colors.enumerated() {
                if slot > 0 { output.append(UInt8(ascii: "$")) }
                output += Array("#\(color)".utf8)
                appendRuns(bits[slot], to: &output)
                slots[color] = -1
            }
            band += 1
        }
        output += Array("\u{1B}\\".utf8)
        return String(decoding: output, as: UTF8.self)
    }

    /// The nearest of the cube's six levels.
    static func level(_ value: UInt8) -> Int {
        (Int(value) + 25) / 51
    }

    /// One colour's pass over a band: a sixel character per column (63 + its six bits), runs of four or more as `!count`.
    static func appendRuns(_ bits: [UInt8], to output: inout [UInt8]) {
        var x = 0
        while x < bits.count {
            var run = 1
            while x + run < bits.count, bits[x + run] == bits[x] { run += 1 }
            let character = 63 + bits[x]
            if run >= 4 {
                output += Array("!\(run)".utf8)
                output.append(character)
            } else {
                output += [UInt8](repeating: character, count: run)
            }
            x += run
        }
    }
}
