import ScanBarcode
import Testing

@Suite("Loading image files")
struct ImageLoadingTests {
    /// A small gradient, so scaling and channel mixing errors show.
    static let gradient = GrayImage(width: 4, height: 2, pixels: [0, 60, 120, 255, 255, 180, 90, 30])
        ?? GrayImage(width: 1, height: 1, filledWith: 0)

    @Test("P2, P3, P5, P6 and 16-bit PGM load pixel for pixel")
    func netpbmFormats() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let encodings: [(String, [UInt8])] = [
            ("p2.pgm", ImageFiles.pgm(Self.gradient, ascii: true)),
            ("p5.pgm", ImageFiles.pgm(Self.gradient)),
            ("p3.ppm", ImageFiles.ppm(Self.gradient, ascii: true)),
            ("p6.ppm", ImageFiles.ppm(Self.gradient)),
            ("p5-16.pgm", ImageFiles.pgm16(Self.gradient)),
        ]
        for (name, bytes) in encodings {
            let path = try files.write(name, bytes: bytes)
            #expect(try ImageLoader().load(path: path) == Self.gradient, "\(name)")
        }
    }

    @Test("header comments and a small maximum value are understood")
    func headerDetails() throws {
        let bytes = Array("P2 # a comment\n# another\n2 1\n# max\n3\n0 3\n".utf8)
        let image = try ImageLoader().decode(bytes, source: "inline.pgm")
        #expect(image.pixels == [0, 255])
    }

    @Test("colour is mixed to gray with the BT.601 weights")
    func colourToGray() throws {
        let red = try ImageLoader().decode(Array("P3 1 1 255 255 0 0".utf8), source: "red.ppm")
        #expect(red.pixels == [76])  // 0.299 × 255
    }

    @Test("the size limit refuses a 20,000 × 20,000 header before allocating", arguments: ["pgm", "ppm", "png"])
    func hugeHeader(format: String) throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let bytes: [UInt8]
        switch format {
        case "pgm": bytes = Array("P5\n20000 20000\n255\n".utf8) + [0, 0, 0, 0]
        case "ppm": bytes = Array("P3\n20000 20000\n255\n0 0 0".utf8)
        default: bytes = ImageFiles.pngHeader(width: 20_000, height: 20_000)
        }
        let path = try files.write("huge.\(format)", bytes: bytes)
        #expect(bytes.count < 200)
        let error = #expect(throws: ImageLoadError.self) { try ImageLoader().load(path: path) }
        guard case .tooManyPixels(let reported, 20_000, 20_000, _, _) = error else {
            Issue.record("expected tooManyPixels, got \(String(describing: error))")
            return
        }
        #expect(reported == path)
        #expect(error?.description.contains("20000 × 20000 pixels") == true)
        #expect(error?.description.contains(path) == true)
    }

    @Test("a header size that overflows is refused, not wrapped")
    func overflowingHeader() {
        let bytes = Array("P5\n999999999 999999999\n255\n".utf8)
        #expect(throws: ImageLoadError.self) { try ImageLoader().decode(bytes, source: "overflow.pgm") }
    }

    @Test("custom limits apply to pixels, sides and file size")
    func customLimits() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let path = try files.write("small.pgm", bytes: ImageFiles.pgm(Self.gradient))
        let fewPixels = ImageLoader(limits: ImageLimits(maximumPixels: 7))
        #expect(throws: ImageLoadError.tooManyPixels(path: path, width: 4, height: 2, maximumPixels: 7, maximumSide: 16_384)) {
            try fewPixels.load(path: path)
        }
        let narrow = ImageLoader(limits: ImageLimits(maximumSide: 3))
        #expect(throws: ImageLoadError.self) { try narrow.load(path: path) }
        let tinyFiles = ImageLoader(limits: ImageLimits(maximumFileBytes: 10))
        #expect(throws: ImageLoadError.fileTooLarge(path: path, bytes: 19, limit: 10)) { try tinyFiles.load(path: path) }
    }

    @Test("truncated PGM, PPM and PNG files are typed errors naming the file")
    func truncated() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let label = TestImages.linear(Code128Encoder.modules("3SABCD1234567"))
        let pgm = ImageFiles.pgm(label)
        let png = try ImageFiles.png(label)

        let cutPGM = try files.write("cut.pgm", bytes: Array(pgm.prefix(pgm.count / 2)))
        let pgmError = #expect(throws: ImageLoadError.self) { try ImageLoader().load(path: cutPGM) }
        guard case .truncated(cutPGM, "PGM", label.width * label.height, _, "bytes") = pgmError else {
            Issue.record("expected truncated PGM, got \(String(describing: pgmError))")
            return
        }

        let cutASCII = try files.write("cut-ascii.ppm", bytes: Array("P3 2 2 255 1 2 3 4 5 6".utf8))
        #expect(throws: ImageLoadError.truncated(path: cutASCII, format: "PPM", expected: 12, found: 6, unit: "samples")) {
            try ImageLoader().load(path: cutASCII)
        }

        let cutPNG = try files.write("cut.png", bytes: Array(png.prefix(png.count / 2)))
        let pngError = #expect(throws: ImageLoadError.self) { try ImageLoader().load(path: cutPNG) }
        guard case .png(cutPNG, let message) = pngError else {
            Issue.record("expected a libpng error, got \(String(describing: pngError))")
            return
        }
        #expect(!message.isEmpty)
        #expect(pngError?.description.contains(cutPNG) == true)

        let headerOnly = try files.write("signature.png", bytes: Array(png.prefix(8)))
        #expect(throws: ImageLoadError.self) { try ImageLoader().load(path: headerOnly) }
    }

    @Test("a damaged PNG chunk is caught by libpng's CRC check")
    func corruptPNG() throws {
        var png = try ImageFiles.png(TestImages.linear(EAN13Encoder.modules("4006381333931")))
        png[20] ^= 0xFF  // inside IHDR
        let error = #expect(throws: ImageLoadError.self) { try ImageLoader().decode(png, source: "corrupt.png") }
        guard case .png("corrupt.png", _) = error else {
            Issue.record("expected a libpng error, got \(String(describing: error))")
            return
        }
    }

    @Test("malformed headers and samples say what is wrong")
    func malformed() {
        let cases: [(String, String)] = [
            ("P5\nwide 2\n255\n", "expected the width"),
            ("P5\n0 2\n255\n", "is empty"),
            ("P5\n2 2\n0\n", "maximum value 0"),
            ("P5\n2 2\n70000\n", "maximum value 70000"),
            ("P2 1 1 255 300", "over the maximum 255"),
            ("P5\n2 1\n255", "promises 2 bytes"),
            ("P5 2 1 255x", "unexpected byte"),
        ]
        for (text, expected) in cases {
            let error = #expect(throws: ImageLoadError.self) { try ImageLoader().decode(Array(text.utf8), source: "bad.pgm") }
            #expect(error?.description.contains(expected) == true, "\(text): \(String(describing: error))")
            #expect(error?.path == "bad.pgm")
        }
    }

    @Test("files that are not images, or not there, are refused by what they are")
    func notImages() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let text = try files.write("notes.png", bytes: Array("just some text".utf8))
        #expect(throws: ImageLoadError.unknownFormat(path: text)) { try ImageLoader().load(path: text) }
        let empty = try files.write("empty.pgm", bytes: [])
        #expect(throws: ImageLoadError.unknownFormat(path: empty)) { try ImageLoader().load(path: empty) }
        #expect(throws: ImageLoadError.notARegularFile(path: files.directory)) { try ImageLoader().load(path: files.directory) }
        let missing = files.path("missing.png")
        #expect(throws: ImageLoadError.cannotRead(path: missing, reason: "No such file or directory")) {
            try ImageLoader().load(path: missing)
        }
    }
}
