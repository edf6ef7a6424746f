import PNGReading
import CTurboJPEG

/// Writes RGB pixels as PNG or JPEG files with the same libraries the
/// decoder reads them with: for tests and benchmarks that need pictures made
/// on the spot, without binary fixtures.
public enum PictureEncoder {
    /// `width × height × 3` RGB bytes as a PNG file; empty when libpng refuses them.
    public static func png(width: Int, height: Int, pixels: [UInt8]) -> [UInt8] {
        (try? PNGWriter.write(width: width, height: height, layout: .rgb, pixels: pixels)) ?? []
    }

    /// `width × height × 3` RGB bytes as a JPEG file (4:2:0 unless `fullColor`); empty when TurboJPEG refuses them.
    public static func jpeg(width: Int, height: Int, pixels: [UInt8], quality: Int = 85, fullColor: Bool = false) -> [UInt8] {
        guard pixels.count == width * height * 3, let handle = tjInitCompress() else { return [] }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let subsampling = fullColor ? TJSAMP_444 : TJSAMP_420
        let status = pixels.withUnsafeBufferPointer {
            tjCompress2(handle, $0.baseAddress, Int32(width), Int32(width * 3), Int32(height), Int32(TJPF_RGB.rawValue),
                        &output, &size, Int32(subsampling.rawValue), Int32(quality), 0)
        }
        defer { tjFree(output) }
        guard status == 0, let output else { return [] }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }
}
