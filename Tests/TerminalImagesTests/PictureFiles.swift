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

/// Deterministic pseudo-random numbers for the mutation runs.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
}
