import TerminalUI

/// kitty's graphics protocol, with Unicode placeholders
/// (https://sw.kovidgoyal.net/kitty/graphics-protocol/#unicode-placeholders).
///
/// The picture is sent once as PNG with a virtual placement `columns` ×
/// `rows` cells large; each cell that shows it is U+10EEEE in a foreground
/// colour that is the picture's id, the first cell of a row carrying the
/// row's and column's numbers as combining marks (the cells after it on
/// the row count on from it). The cells are text: the frame writer diffs
/// them, a dialog covers them and a scroll moves them like any other.
public enum KittyGraphics {
    static let placeholder = "\u{10EEEE}"
    /// Numbers 0 to 63 as kitty's row and column marks (the first 64 lines of
    /// its `rowcolumn-diacritics.txt`): a picture is at most 64 rows high here.
    static let diacritics: [Unicode.Scalar] = [
        "\u{0305}", "\u{030D}", "\u{030E}", "\u{0310}", "\u{0312}", "\u{033D}", "\u{033E}", "\u{033F}",
        "\u{0346}", "\u{034A}", "\u{034B}", "\u{034C}", "\u{0350}", "\u{0351}", "\u{0352}", "\u{0357}",
        "\u{035B}", "\u{0363}", "\u{0364}", "\u{0365}", "\u{0366}", "\u{0367}", "\u{0368}", "\u{0369}",
        "\u{036A}", "\u{036B}", "\u{036C}", "\u{036D}", "\u{036E}", "\u{036F}", "\u{0483}", "\u{0484}",
        "\u{0485}", "\u{0486}", "\u{0487}", "\u{0592}", "\u{0593}", "\u{0594}", "\u{0595}", "\u{0597}",
        "\u{0598}", "\u{0599}", "\u{059C}", "\u{059D}", "\u{059E}", "\u{059F}", "\u{05A0}", "\u{05A1}",
        "\u{05A8}", "\u{05A9}", "\u{05AB}", "\u{05AC}", "\u{05AF}", "\u{05C4}", "\u{0610}", "\u{0611}",
        "\u{0612}", "\u{0613}", "\u{0614}", "\u{0615}", "\u{0616}", "\u{0617}", "\u{0657}", "\u{0658}",
    ]
    public static var maximumRows: Int { diacritics.count }
    /// Base64 bytes in one escape sequence, as the protocol asks.
    static let chunkSize = 4096

    /// Sends `png` as picture `id` and places it virtually over `columns` × `rows` cells, quietly (`q=2`: no replies).
    public static func transmission(id: UInt32, png: [UInt8], columns: Int, rows: Int) -> String {
        let payload = Array(Base64.encode(png).utf8)
        var output = ""
        var start = 0
        repeat {
            let end = min(payload.count, start + chunkSize)
            let more = end < payload.count ? 1 : 0
            let keys = start == 0 ? "a=T,f=100,U=1,i=\(id),c=\(columns),r=\(rows),q=2,m=\(more)" : "m=\(more)"
            output += "\u{1B}_G" + keys + ";" + String(decoding: payload[start..<end], as: UTF8.self) + "\u{1B}\\"
            start = end
        } while start < payload.count
        return output
    }

    /// Frees picture `id` in the terminal: its data and its placements, quietly.
    public static func deletion(id: UInt32) -> String {
        "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
    }

    /// `rows` lines `width` wide: `left` spaces, `columns` placeholder cells of picture `id`, spaces to the width.
    public static func lines(id: UInt32, columns: Int, rows: Int, left: Int, width: Int) -> [RenderedLine] {
        guard columns > 0, rows > 0, rows <= maximumRows else { return [] }
        let style = Style(foreground: .rgb(UInt8(id >> 16 & 0xFF), UInt8(id >> 8 & 0xFF), UInt8(id & 0xFF)))
        let rest = String(repeating: placeholder, count: columns - 1)
        return (0..<rows).map { row in
            var line = RenderedLine()
            line.appendSpaces(left)
            var first = placeholder.unicodeScalars
            first.append(diacritics[row])
            first.append(diacritics[0])
            line.append(String(first) + rest, style: style)
            line.appendSpaces(width - left - columns)
            return line
        }
    }
}
