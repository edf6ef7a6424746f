import Glibc
import ScanBarcode
import SeededRandom

/// Draws encoded barcodes as gray images and degrades them the way photos are.
enum TestImages {
    /// A 1D barcode: `scale` pixels per module, `height` pixels tall, a white margin around.
    static func linear(_ modules: [Bool], scale: Int = 3, height: Int = 80, margin: Int = 20) -> GrayImage {
        let width = modules.count * scale + 2 * margin
        var image = GrayImage(width: width, height: height + 2 * margin, filledWith: 255)
        for (index, dark) in modules.enumerated() where dark {
            for y in margin..<(margin + height) {
                for x in (margin + index * scale)..<(margin + (index + 1) * scale) { image[x, y] = 0 }
            }
        }
        return image
    }

    /// A 2D symbol with a four-module quiet zone.
    static func matrix(_ modules: [[Bool]], scale: Int = 6) -> GrayImage {
        let size = modules.count
        let side = (size + 8) * scale
        var image = GrayImage(width: side, height: side, filledWith: 255)
        for (row, line) in modules.enumerated() {
            for (column, dark) in line.enumerated() where dark {
                for y in ((row + 4) * scale)..<((row + 5) * scale) {
                    for x in ((column + 4) * scale)..<((column + 5) * scale) { image[x, y] = 0 }
                }
            }
        }
        return image
    }

    /// Turned a quarter clockwise.
    static func rotated90(_ image: GrayImage) -> GrayImage {
        var result = GrayImage(width: image.height, height: image.width, filledWith: 255)
        for y in 0..<image.height {
            for x in 0..<image.width { result[image.height - 1 - y, x] = image[x, y] }
        }
        return result
    }

    /// Turned by `degrees` about the centre on a larger white canvas (bilinear).
    static func rotated(_ image: GrayImage, degrees: Double) -> GrayImage {
        let radians = degrees * .pi / 180
        let cosine = cos(radians), sine = sin(radians)
        let width = Int((Double(image.width) * abs(cosine) + Double(image.height) * abs(sine)).rounded(.up)) + 2
        let height = Int((Double(image.width) * abs(sine) + Double(image.height) * abs(cosine)).rounded(.up)) + 2
        var result = GrayImage(width: width, height: height, filledWith: 255)
        let centerX = Double(image.width) / 2, centerY = Double(image.height) / 2
        let outX = Double(width) / 2, outY = Double(height) / 2
        func sample(_ x: Int, _ y: Int) -> Double {
            guard x >= 0, y >= 0, x < image.width, y < image.height else { return 255 }
            return Double(image[x, y])
        }
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x) - outX, dy = Double(y) - outY
                let sourceX = cosine * dx + sine * dy + centerX
                let sourceY = -sine * dx + cosine * dy + centerY
                let x0 = Int(sourceX.rounded(.down)), y0 = Int(sourceY.rounded(.down))
                let fx = sourceX - Double(x0), fy = sourceY - Double(y0)
                let top = sample(x0, y0) * (1 - fx) + sample(x0 + 1, y0) * fx
                let bottom = sample(x0, y0 + 1) * (1 - fx) + sample(x0 + 1, y0 + 1) * fx
                result[x, y] = UInt8(clamping: Int((top * (1 - fy) + bottom * fy).rounded()))
            }
        }
        return result
    }

    /// Uniform noise of ±`amplitude` on every pixel plus `speckles` per mille
    /// of pixels flipped to black or white, from a fixed seed.
    static func noisy(_ image: GrayImage, amplitude: Int = 50, speckles: Int = 5, seed: UInt64 = 7) -> GrayImage {
        var result = image
        var random = SplitMix64(seed: seed)
        for y in 0..<image.height {
            for x in 0..<image.width {
                if Int(random.next() % 1000) < speckles {
                    result[x, y] = random.next() % 2 == 0 ? 0 : 255
                } else {
                    let offset = Int(random.next() % UInt64(2 * amplitude + 1)) - amplitude
                    result[x, y] = UInt8(clamping: Int(image[x, y]) + offset)
                }
            }
        }
        return result
    }

    /// Black becomes `dark` and white `light`: a faded print or a dim photo.
    static func lowContrast(_ image: GrayImage, dark: UInt8 = 100, light: UInt8 = 150) -> GrayImage {
        var result = image
        for y in 0..<image.height {
            for x in 0..<image.width {
                let value = Int(image[x, y])
                result[x, y] = UInt8(Int(dark) + (Int(light) - Int(dark)) * value / 255)
            }
        }
        return result
    }
}
