import Testing
@testable import PNGReading
@testable import ScanBarcode

/// libzbar is opened on the first scan, not at launch: a machine without it,
/// or with a different library under its name, gets a typed error that says
/// what to do, and nothing crashes.
@Suite("Loading libzbar on first use")
struct LibraryLoadingTests {
    static let label = TestImages.linear(EAN13Encoder.modules("4006381333931"))

    @Test("the installed libzbar is found and reads a label")
    func installed() throws {
        #expect(try BarcodeDecoder().decode(Self.label, accepting: [.ean13]) == [DecodedBarcode(symbology: .ean13, code: "4006381333931")])
    }

    @Test("a missing library is a typed error naming it, with what to install")
    func missing() {
        let decoder = BarcodeDecoder(libraryPath: "libzbar-not-installed.so.0")
        #expect {
            try decoder.decode(Self.label, accepting: [.ean13])
        } throws: { error in
            guard case BarcodeDecoderError.libraryUnavailable(let reason) = error else { return false }
            return reason.contains("libzbar-not-installed.so.0") && "\(error)".contains("install libzbar0")
        }
    }

    @Test("a library without ZBar's functions is refused by name, not called")
    func foreignLibrary() {
        let decoder = BarcodeDecoder(libraryPath: "libm.so.6")
        #expect {
            try decoder.decode(Self.label, accepting: [.ean13])
        } throws: { error in
            guard case BarcodeDecoderError.libraryUnavailable(let reason) = error else { return false }
            return reason.contains("libm.so.6 has no function zbar_image_scanner_create")
        }
    }
}

/// libpng too is opened on the first PNG, so neither client loads it at launch.
@Suite("Loading libpng on first use")
struct PNGLibraryLoadingTests {
    @Test("the installed libpng writes a PNG and reads it back")
    func installed() throws {
        let pixels: [UInt8] = [0, 255, 128, 64, 32, 16]
        let file = try PNGWriter.write(width: 3, height: 2, layout: .gray, pixels: pixels)
        #expect(Array(file.prefix(8)) == PNGReader.signature)
        let outcome = PNGReader.read(file, as: .gray, background: (255, 255, 255)) { _, _ in }
        guard case .pixels(3, 2, let read) = outcome else {
            Issue.record("expected 3 × 2 pixels, got \(outcome)")
            return
        }
        #expect(read == pixels)
    }

    @Test("a missing library, or one without libpng's functions, is refused by name")
    func missing() {
        guard case .failure(let missing) = PNGLibrary.load("libpng-not-installed.so.16") else {
            Issue.record("a library that does not exist was loaded")
            return
        }
        #expect(missing.description.hasPrefix("cannot load libpng-not-installed.so.16: "))
        guard case .failure(let foreign) = PNGLibrary.load("libm.so.6") else {
            Issue.record("libm was taken for libpng")
            return
        }
        #expect(foreign.description.contains("libm.so.6 has no function png_image_begin_read_from_memory"))
    }

    @Test("pixels that do not fill the picture are refused before libpng sees them")
    func wrongCount() {
        #expect(throws: PNGWriter.Failure.self) {
            try PNGWriter.write(width: 3, height: 2, layout: .rgb, pixels: [1, 2, 3])
        }
    }
}
