import Testing
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
