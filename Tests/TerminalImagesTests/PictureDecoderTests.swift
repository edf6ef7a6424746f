import SeededRandom
import Testing
@testable import TerminalImages

@Suite("Pictures: PNG and JPEG decoding")
struct PictureDecoderTests {
    static let gradient = PictureFiles.pixels(width: 64, height: 48) { x, y in (UInt8(x * 4), UInt8(y * 5), 128) }

    @Test("a PNG decodes to exactly its pixels")
    func png() throws {
        let bytes = PictureFiles.png(width: 64, height: 48, pixels: Self.gradient)
        let picture = try PictureDecoder().decode(bytes, source: "gradient.png")
        #expect(picture.width == 64 && picture.height == 48)
        #expect(picture.pixels == Self.gradient)
    }

    @Test("a JPEG decodes to nearly its pixels, and a large one at the smallest scale that covers the box")
    func jpeg() throws {
        let bytes = PictureFiles.jpeg(width: 64, height: 48, pixels: Self.gradient)
        let picture = try PictureDecoder().decode(bytes, source: "gradient.jpg")
        #expect(picture.width == 64 && picture.height == 48)
        let largestError = zip(picture.pixels, Self.gradient).map { abs(Int($0) - Int($1)) }.max() ?? 255
        #expect(largestError < 24, "lossy, but close: \(largestError)")

        let large = PictureFiles.jpeg(width: 800, height: 600, pixels: PictureFiles.pixels(width: 800, height: 600) { _, _ in (200, 40, 40) })
        let thumbnail = try PictureDecoder().decode(large, fitting: (width: 90, height: 60), source: "large.jpg")
        #expect(thumbnail.width == 100 && thumbnail.height == 75, "1/8 of 800 × 600 still covers 90 × 60")
        let medium = try PictureDecoder().decode(large, fitting: (width: 300, height: 100), source: "large.jpg")
        #expect(medium.width == 400 && medium.height == 300, "1/2: a quarter would be narrower than 300")
    }

    @Test("what is not a picture, or too big, is a typed error naming it", arguments: [
        ([UInt8](), "unknown"),
        (Array("<html>not found</html>".utf8), "unknown"),
        (PictureDecoder.pngSignature, "incomplete"),
        (PictureDecoder.jpegSignature, "malformed"),
        // A header and nothing after it: the file ends before its image data.
        (PictureDecoder.pngSignature + [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60, 8, 2, 0, 0, 0, 0, 0, 0, 0], "incomplete"),
    ])
    func refused(_ bytes: [UInt8], _ kind: String) {
        do {
            let picture = try PictureDecoder().decode(bytes, source: "https://img.example/x")
            Issue.record("decoded \(picture.width) × \(picture.height) from \(bytes.count) bytes")
        } catch {
            #expect(error.description.hasPrefix("https://img.example/x: "), "\(error)")
            switch (error, kind) {
            case (.unknownFormat, "unknown"), (.malformed, "malformed"), (.incomplete, "incomplete"): break
            default: Issue.record("expected \(kind), got \(error)")
            }
        }
    }

    @Test("a picture over the limits is refused from its header, before any pixel is allocated")
    func limits() {
        let wide = PictureFiles.pixels(width: 9_000, height: 1) { _, _ in (0, 0, 0) }
        for (bytes, name) in [(PictureFiles.png(width: 9_000, height: 1, pixels: wide), "wide.png"),
                              (PictureFiles.jpeg(width: 9_000, height: 1, pixels: wide), "wide.jpg")] {
            #expect(throws: PictureDecodeError.self) { try PictureDecoder().decode(bytes, source: name) }
            do {
                _ = try PictureDecoder().decode(bytes, source: name)
            } catch {
                guard case .tooLarge = error else { Issue.record("\(name): \(error)"); continue }
                #expect(error.description.contains("9000 × 1"))
            }
        }
        let small = PictureDecoder(limits: PictureLimits(maximumBytes: 100))
        #expect(throws: PictureDecodeError.tooLarge(source: "big.png", reason: "3000 bytes is over the limit of 100")) {
            try small.decode([UInt8](repeating: 0, count: 3_000), source: "big.png")
        }
    }

    @Test("20,000 broken PNG and JPEG files (bytes flipped, cut, repeated): each decodes or is a typed error, never a crash")
    func mutations() {
        let png = PictureFiles.png(width: 64, height: 48, pixels: Self.gradient)
        let jpeg = PictureFiles.jpeg(width: 64, height: 48, pixels: Self.gradient)
        var random = SplitMix64(seed: 20_261_125)
        var decoded = 0
        var refused = 0
        for round in 0..<20_000 {
            var bytes = round % 2 == 0 ? png : jpeg
            switch random.below(4) {
            case 0:
                for _ in 0...random.below(8) { bytes[8 + random.below(bytes.count - 8)] = UInt8(random.below(256)) }
            case 1:
                bytes = Array(bytes.prefix(random.below(bytes.count)))
            case 2:
                let at = random.below(bytes.count)
                bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + random.below(64))], at: at)
            default:
                // The header's size fields: a claim of up to 65,535 a side.
                let at = round % 2 == 0 ? 16 + random.below(8) : min(bytes.count - 1, 160 + random.below(8))
                bytes[at] = 0xFF
            }
            do {
                let picture = try PictureDecoder().decode(bytes, source: "mutated")
                #expect(picture.pixels.count == picture.width * picture.height * 3)
                decoded += 1
            } catch {
                refused += 1
            }
        }
        #expect(decoded + refused == 20_000)
        #expect(refused > 1_000, "most damage is noticed: \(refused) refused, \(decoded) decoded")
    }
}
