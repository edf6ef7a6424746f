/// Smoothing for a second decoding pass over noisy photos.
///
/// ZBar finds bar edges from the slope between neighbouring pixels along
/// each scan line, with a low threshold, so sensor noise or speckles on a
/// dim photo make it see edges that are not there (Code 128, with its exact
/// width ratios, suffers most). A box blur averages that noise away while
/// keeping edges wider than its radius; the decoder tries it only when the
/// original image gave nothing.
enum ImageSmoothing {
    /// Mean over a (2·radius+1)² square, computed with running sums (two
    /// passes, O(pixels) whatever the radius); borders use the pixels that exist.
    static func boxBlur(_ image: GrayImage, radius: Int) -> GrayImage {
        let width = image.width, height = image.height
        guard radius > 0 else { return image }
        var horizontal = [Int](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = y * width
            var sum = 0
            var count = 0
            for x in 0..<min(width, radius) { sum += Int(image.pixels[row + x]); count += 1 }
            for x in 0..<width {
                let entering = x + radius
                if entering < width { sum += Int(image.pixels[row + entering]); count += 1 }
                let leaving = x - radius - 1
                if leaving >= 0 { sum -= Int(image.pixels[row + leaving]); count -= 1 }
                horizontal[row + x] = sum * 256 / count
            }
        }
        var pixels = [UInt8](repeating: 0, count: width * height)
        for x in 0..<width {
            var sum = 0
            var count = 0
            for y in 0..<min(height, radius) { sum += horizontal[y * width + x]; count += 1 }
            for y in 0..<height {
                let entering = y + radius
                if entering < height { sum += horizontal[entering * width + x]; count += 1 }
                let leaving = y - radius - 1
                if leaving >= 0 { sum -= horizontal[leaving * width + x]; count -= 1 }
                pixels[y * width + x] = UInt8(clamping: (sum / count + 128) / 256)
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels) ?? image
    }
}
