import SDUI
import TerminalImages

/// A screen of 20 pictures (10 PNG, 10 JPEG, 320 × 160 each, as large as the
/// demo server's), made on the spot: what the picture benchmarks decode and
/// draw, in half blocks, kitty's cells and sixel.
public enum BenchmarkPictures {
    public static let count = 20

    /// The URL of picture `index`, which `file(forURL:)` serves.
    public static func url(_ index: Int) -> String {
        "/images/picture-\(index).\(index % 2 == 0 ? "png" : "jpg")"
    }

    /// The 20 files, in order.
    public static let files: [[UInt8]] = (0..<count).map(makeFile)

    /// The file at `url` (one of `url(_:)`'s), for a picture store's fetch.
    public static func file(forURL url: String) -> [UInt8] {
        let index = url.split(separator: "-").last.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
        return files[index % files.count]
    }

    /// A screen of `count` `image` components, one per picture.
    public static func screen() throws -> Screen {
        let components = (0..<count).map { index in
            #"{"type": "image", "id": "p\#(index)", "url": "\#(url(index))", "width": 240, "height": 120}"#
        }
        let json = #"{"id": "pictures", "title": "Pictures", "sections": [{"id": "main", "components": [\#(components.joined(separator: ","))]}]}"#
        return try ScreenFactory().makeScreen(from: Array(json.utf8)).value
    }

    /// A 320 × 160 picture with a gradient and stripes, different for each index.
    static func makeFile(_ index: Int) -> [UInt8] {
        let width = 320
        let height = 160
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 3
                pixels[offset] = UInt8((x + index * 13) & 255)
                pixels[offset + 1] = UInt8((y * 2 + index * 29) & 255)
                pixels[offset + 2] = (x / 16 + y / 16) % 2 == 0 ? 200 : 40
            }
        }
        return index % 2 == 0 ? PictureEncoder.png(width: width, height: height, pixels: pixels)
            : PictureEncoder.jpeg(width: width, height: height, pixels: pixels)
    }
}
