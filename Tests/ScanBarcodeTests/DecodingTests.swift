import ScanBarcode
import PNGReading
import Testing

/// Barcodes generated in the test, drawn, degraded, written as PGM and PNG,
/// and read back through the same path a dropped file takes.
@Suite("Decoding generated barcodes")
struct DecodingTests {
    enum Variant: String, CaseIterable, CustomTestStringConvertible {
        case clean, rotated90, rotated4, rotatedMinus7, noisy, lowContrast
        var testDescription: String { rawValue }

        func apply(_ image: GrayImage) -> GrayImage {
            switch self {
            case .clean: return image
            case .rotated90: return TestImages.rotated90(image)
            case .rotated4: return TestImages.rotated(image, degrees: 4)
            case .rotatedMinus7: return TestImages.rotated(image, degrees: -7)
            case .noisy: return TestImages.noisy(image)
            case .lowContrast: return TestImages.lowContrast(image)
            }
        }
    }

    enum Sample: String, CaseIterable, CustomTestStringConvertible {
        case ean13, upcA, code128, qrVersion1, qrVersion2
        var testDescription: String { rawValue }

        var expected: DecodedBarcode {
            switch self {
            case .ean13: return DecodedBarcode(symbology: .ean13, code: "4006381333931")
            case .upcA: return DecodedBarcode(symbology: .upcA, code: "036000291452")
            case .code128: return DecodedBarcode(symbology: .code128, code: "3SABCD1234567")
            case .qrVersion1: return DecodedBarcode(symbology: .qr, code: "3SQRCODE12345")
            case .qrVersion2: return DecodedBarcode(symbology: .qr, code: "3SQR2-0123456789ABCDEF")
            }
        }

        var image: GrayImage {
            switch self {
            case .ean13, .upcA: return TestImages.linear(EAN13Encoder.modules(expected.code))
            case .code128: return TestImages.linear(Code128Encoder.modules(expected.code))
            case .qrVersion1, .qrVersion2: return TestImages.matrix(QREncoder.matrix(expected.code))
            }
        }
    }

    @Test("every symbology and variant decodes from PGM and PNG files",
          arguments: Sample.allCases, Variant.allCases)
    func decodesFiles(sample: Sample, variant: Variant) throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let image = variant.apply(sample.image)
        let pgm = try files.write("\(sample)-\(variant).pgm", bytes: ImageFiles.pgm(image))
        let png = try files.write("\(sample)-\(variant).png", bytes: ImageFiles.png(image))
        for path in [pgm, png] {
            let loaded = try ImageLoader().load(path: path)
            #expect(loaded == image, "\(path) did not load pixel for pixel")
            let found = try BarcodeDecoder().decode(loaded, accepting: [sample.expected.symbology])
            #expect(found == [sample.expected], "\(path)")
        }
    }

    @Test("a blank page holds no barcode")
    func blank() throws {
        let blank = GrayImage(width: 400, height: 300, filledWith: 255)
        #expect(try BarcodeDecoder().decode(blank, accepting: Symbology.allCases).isEmpty)
        let noise = TestImages.noisy(blank, amplitude: 80, speckles: 30)
        #expect(try BarcodeDecoder().decode(noise, accepting: Symbology.allCases).isEmpty)
    }

    @Test("only the accepted symbologies are read")
    func filtersSymbologies() throws {
        let label = TestImages.linear(Code128Encoder.modules("3SABCD1234567"))
        #expect(try BarcodeDecoder().decode(label, accepting: [.ean13, .qr]).isEmpty)
        #expect(try BarcodeDecoder().decode(label, accepting: [.code128]).map(\.code) == ["3SABCD1234567"])
    }

    @Test("a UPC-A asked for as UPC-A comes back as 12 digits, as EAN-13 as 13")
    func upcAsEAN() throws {
        let image = TestImages.linear(EAN13Encoder.modules("036000291452"))
        #expect(try BarcodeDecoder().decode(image, accepting: [.upcA]) == [DecodedBarcode(symbology: .upcA, code: "036000291452")])
        #expect(try BarcodeDecoder().decode(image, accepting: [.ean13]) == [DecodedBarcode(symbology: .ean13, code: "0036000291452")])
    }

    @Test("colour and transparent PNGs are read as gray on white")
    func colourAndAlpha() throws {
        let files = try ImageFiles()
        defer { files.remove() }
        let label = TestImages.linear(Code128Encoder.modules("3SCOLOUR12345"))
        for (name, format) in [("rgb", PNGLayout.rgb), ("alpha", .grayAlpha)] {
            let path = try files.write("\(name).png", bytes: ImageFiles.png(label, layout: format))
            let loaded = try ImageLoader().load(path: path)
            #expect(loaded == label, "\(name)")
            #expect(try BarcodeDecoder().decode(loaded, accepting: [.code128]).map(\.code) == ["3SCOLOUR12345"], "\(name)")
        }
    }
}
