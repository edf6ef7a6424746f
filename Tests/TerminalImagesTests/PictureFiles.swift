@testable import TerminalImages

/// PNG and JPEG files made in the test (`PictureEncoder`: libpng's simplified
/// writer, TurboJPEG's compressor), so no binary fixture is needed.
enum PictureFiles {
    /// A `width` × `height` RGB picture whose pixels `color(x, y)` chooses.
    static func pixels(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = color(x, y)
                pixels += [red, green, blue]
            }
        }
        return pixels
    }

    static func png(width: Int, height: Int, pixels: [UInt8]) -> [UInt8] {
        PictureEncoder.png(width: width, height: height, pixels: pixels)
    }

    static func jpeg(width: Int, height: Int, pixels: [UInt8]) -> [UInt8] {
        PictureEncoder.jpeg(width: width, height: height, pixels: pixels, quality: 90, fullColor: true)
    }
}
