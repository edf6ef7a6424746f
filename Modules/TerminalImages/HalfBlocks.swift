import TerminalUI

/// Draws a picture with Unicode upper half blocks (`▀`): each cell shows two
/// pixels, the upper one in the foreground colour and the lower one in the
/// background, so a cell, about twice as tall as it is wide, holds two
/// square pixels and a 40 × 12 cell box shows 40 × 24 of them.
///
/// The picture is scaled to fit the box, keeping its aspect, by averaging
/// the pixels each drawn pixel covers (so a photo shrinks without
/// shimmering), and centred across the box. Runs of cells with the same two
/// colours share one span, so a flat background costs one escape sequence.
public enum HalfBlocks {
    public enum Colors: Sendable, Equatable {
        /// 24-bit colour (`COLORTERM=truecolor`).
        case trueColor
        /// xterm's 256 colours, for terminals without 24-bit colour.
        case palette256
    }

    public static let glyph = "▀"

    /// Lines exactly `columns` wide, at most `rows` of them.
    public static func lines(_ picture: Picture, columns: Int, rows: Int, colors: Colors) -> [RenderedLine] {
        guard columns > 0, rows > 0 else { return [] }
        let (width, height) = fittedSize(picture, columns: columns, rows: rows)
        let scaled = resample(picture, width: width, height: height)
        let left = (columns - width) / 2
        var lines: [RenderedLine] = []
        for row in 0..<(height / 2) {
            var line = RenderedLine()
            line.appendSpaces(left)
            var run: (style: Style, count: Int)?
            for x in 0..<width {
                let top = scaled.pixel(x, row * 2)
                let bottom = scaled.pixel(x, row * 2 + 1)
                let style = Style(foreground: color(top, colors), background: color(bottom, colors))
                if let current = run, current.style == style {
                    run = (style, current.count + 1)
                } else {
                    if let current = run { line.append(String(repeating: glyph, count: current.count), style: current.style) }
                    run = (style, 1)
                }
            }
            if let current = run { line.append(String(repeating: glyph, count: current.count), style: current.style) }
            line.appendSpaces(columns - left - width)
            lines.append(line)
        }
        return lines
    }

    /// The drawn size in pixels: the picture's aspect inside `columns` × `2 rows`, the height even.
    static func fittedSize(_ picture: Picture, columns: Int, rows: Int) -> (width: Int, height: Int) {
        let boxHeight = rows * 2
        // Compare picture.width / picture.height with columns / boxHeight without rounding.
        var width: Int
        var height: Int
        if picture.width * boxHeight >= columns * picture.height {
            width = columns
            height = max(2, (picture.height * columns + picture.width / 2) / picture.width)
        } else {
            height = boxHeight
            width = max(1, (picture.width * boxHeight + picture.height / 2) / picture.height)
        }
        height = min(boxHeight, height + height % 2)
        width = min(columns, width)
        return (width, height)
    }

    /// `picture` with neither side over `side` pixels, keeping its aspect (averaged down); unchanged when it fits.
    public static func shrunk(_ picture: Picture, toFit side: Int) -> Picture {
        guard picture.width > side || picture.height > side, side > 0 else { return picture }
        let scale = Double(side) / Double(max(picture.width, picture.height))
        return resample(picture, width: max(1, Int(Double(picture.width) * scale)), height: max(1, Int(Double(picture.height) * scale)))
    }

    /// `picture` at `width` × `height`: each new pixel the average of the source pixels it covers.
    static func resample(_ picture: Picture, width: Int, height: Int) -> Picture {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            let top = y * picture.height / height
            let bottom = max(top + 1, (y + 1) * picture.height / height)
            for x in 0..<width {
                let left = x * picture.width / width
                let right = max(left + 1, (x + 1) * picture.width / width)
                var sum = (0, 0, 0)
                for sourceY in top..<bottom {
                    for sourceX in left..<right {
                        let pixel = picture.pixel(sourceX, sourceY)
                        sum = (sum.0 + Int(pixel.red), sum.1 + Int(pixel.green), sum.2 + Int(pixel.blue))
                    }
                }
                let count = (bottom - top) * (right - left)
                let offset = (y * width + x) * 3
                pixels[offset] = UInt8(sum.0 / count)
                pixels[offset + 1] = UInt8(sum.1 / count)
                pixels[offset + 2] = UInt8(sum.2 / count)
            }
        }
        return Picture(width: width, height: height, pixels: pixels) ?? picture
    }

    static func color(_ pixel: (red: UInt8, green: UInt8, blue: UInt8), _ colors: Colors) -> TerminalColor {
        switch colors {
        case .trueColor: return .rgb(pixel.red, pixel.green, pixel.blue)
        case .palette256: return TerminalColor.nearestPalette(red: pixel.red, green: pixel.green, blue: pixel.blue)
        }
    }
}
