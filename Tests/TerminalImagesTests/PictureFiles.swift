import CPNG
import CTurboJPEG
@testable import TerminalImages

/// PNG and JPEG files made in the test with the same libraries (libpng's
/// simplified writer, TurboJPEG's compressor), so no binary fixture is needed.
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
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = png_uint_32(PNG_FORMAT_RGB)
        var size = 0
        _ = pixels.withUnsafeBytes { png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, png_int_32(width * 3), nil) }
        var bytes = [UInt8](repeating: 0, count: size)
        _ = bytes.withUnsafeMutableBytes { output in
            pixels.withUnsafeBytes { png_image_write_to_memory(&image, output.baseAddress, &size, 0, $0.baseAddress, png_int_32(width * 3), nil) }
        }
        png_image_free(&image)
        return Array(bytes.prefix(size))
    }

    static func jpeg(width: Int, height: Int, pixels: [UInt8], quality: Int32 = 90) -> [UInt8] {
        guard let handle = tjInitCompress() else { return [] }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = pixels.withUnsafeBufferPointer { input in
            tjCompress2(handle, input.baseAddress, Int32(width), Int32(width * 3), Int32(height), Int32(TJPF_RGB.rawValue),
                        &output, &size, Int32(TJSAMP_444.rawValue), quality, 0)
        }
        defer { tjFree(output) }
        guard status == 0, let output else { return [] }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
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
