import Foundation
import PNGReading

/// A screenshot held against its baseline PNG: how many pixels differ by
/// more than anti-aliasing does, and a picture of where (the baseline,
/// faded, with each differing pixel in red), for a person to look at.
struct ScreenshotComparison {
    /// A pixel differs when one of its channels moves by more than this (text anti-aliasing moves a few steps).
    static let channelTolerance = 48
    /// At most this share of the pixels may differ (a caret, a sub-pixel shift of one glyph).
    static let allowedShare = 0.002

    let width: Int
    let height: Int
    let differing: Int
    let difference: [UInt8]

    /// Why two screenshots could not be compared at all.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(actual: Data, baseline: Data, name: String) throws {
        let (width, height, now) = try Self.pixels(actual, "\(name)'s screenshot")
        let (baselineWidth, baselineHeight, before) = try Self.pixels(baseline, "\(name)'s baseline")
        guard width == baselineWidth, height == baselineHeight else {
            throw Failure(description: "\(name): the screenshot is \(width)×\(height), its baseline \(baselineWidth)×\(baselineHeight)")
        }
        var differing = 0
        var difference = [UInt8](repeating: 0, count: before.count)
        for pixel in stride(from: 0, to: before.count, by: 3) {
            var moved = 0
            for channel in 0..<3 { moved = max(moved, abs(Int(now[pixel + channel]) - Int(before[pixel + channel]))) }
            if moved > Self.channelTolerance {
                differing += 1
                difference[pixel] = 255
            } else {
                for channel in 0..<3 { difference[pixel + channel] = UInt8(191 + Int(before[pixel + channel]) / 4) }
            }
        }
        self.width = width
        self.height = height
        self.differing = differing
        self.difference = difference
    }

    /// Whether the screenshot is its baseline, within the tolerances.
    var matches: Bool { Double(differing) <= Double(width * height) * Self.allowedShare }

    /// The picture of the differences, as a PNG.
    func differencePNG() throws -> Data {
        Data(try PNGWriter.write(width: width, height: height, layout: .rgb, pixels: difference))
    }

    private static func pixels(_ png: Data, _ what: String) throws -> (Int, Int, [UInt8]) {
        let outcome = try PNGReader.read([UInt8](png), as: .rgb, background: (255, 255, 255)) { (width: Int, height: Int) throws(Failure) in
            guard width > 0, height > 0, width <= 4096, height <= 4096 else { throw Failure(description: "\(what) is \(width)×\(height)") }
        }
        switch outcome {
        case .pixels(let width, let height, let pixels): return (width, height, pixels)
        case .failed(let reason): throw Failure(description: "\(what) is no PNG libpng reads: \(reason)")
        }
    }
}
