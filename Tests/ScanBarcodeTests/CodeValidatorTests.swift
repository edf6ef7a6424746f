import SDUI
import ScanBarcode
import Testing

@Suite("Validating codes before they are sent")
struct CodeValidatorTests {
    static let parcel = CodeValidator(symbologies: [.code128], pattern: try? TextPattern("^3S[A-Z0-9]{8,13}$"))
    static let retail = CodeValidator(symbologies: [.ean13, .upcA, .ean8], pattern: nil)

    @Test("typed codes that pass", arguments: [
        ("4006381333931", [Symbology.ean13], DecodedBarcode(symbology: .ean13, code: "4006381333931")),
        ("036000291452", [.upcA], DecodedBarcode(symbology: .upcA, code: "036000291452")),
        ("0036000291452", [.upcA], DecodedBarcode(symbology: .upcA, code: "036000291452")),  // UPC-A as 13 digits
        ("96385074", [.ean13, .ean8], DecodedBarcode(symbology: .ean8, code: "96385074")),
        ("ABC-123", [.code39], DecodedBarcode(symbology: .code39, code: "ABC-123")),
        ("abc 123", [.code39, .code128], DecodedBarcode(symbology: .code128, code: "abc 123")),
        ("ünïcode ✓", [.code128, .qr], DecodedBarcode(symbology: .qr, code: "ünïcode ✓")),
        ("4006381333932", [.ean13, .code128], DecodedBarcode(symbology: .code128, code: "4006381333932")),
    ])
    func accepted(code: String, symbologies: [Symbology], expected: DecodedBarcode) throws {
        #expect(try CodeValidator(symbologies: symbologies, pattern: nil).validate(typed: code) == expected)
    }

    @Test("typed codes that are refused, and why", arguments: [
        ("4006381333932", ScanProblem.wrongCheckDigit(code: "4006381333932", symbology: .ean13, expected: "1")),
        ("036000291453", .wrongCheckDigit(code: "036000291453", symbology: .upcA, expected: "2")),
        ("4006381", .wrongFormat(code: "4006381", reason: "EAN-13 codes have 13 digits, UPC-A codes have 12 digits, EAN-8 codes have 8 digits; this one has 7")),
        ("40063813A3931", .wrongFormat(code: "40063813A3931", reason: "it should hold only digits (EAN-13 codes have 13 digits, UPC-A codes have 12 digits, EAN-8 codes have 8 digits)")),
        ("", .nothingEntered),
    ])
    func refusedRetail(code: String, problem: ScanProblem) {
        #expect(throws: problem) { try Self.retail.validate(typed: code) }
    }

    @Test("the parcel pattern is applied to typed codes")
    func parcelPattern() throws {
        #expect(try Self.parcel.validate(typed: "3SABCD1234567").code == "3SABCD1234567")
        #expect(throws: ScanProblem.patternMismatch(code: "3SABC", pattern: "^3S[A-Z0-9]{8,13}$")) {
            try Self.parcel.validate(typed: "3SABC")
        }
        #expect(throws: ScanProblem.wrongFormat(code: "3SÄBCD1234567", reason: "it contains characters a Code 128 barcode cannot hold")) {
            try Self.parcel.validate(typed: "3SÄBCD1234567")
        }
    }

    @Test("a scanner's AIM hint restricts the symbology")
    func hints() throws {
        #expect(throws: ScanProblem.self) { try Self.parcel.validate(typed: "3SABCD1234567", hint: [.qr]) }
        #expect(try Self.parcel.validate(typed: "3SABCD1234567", hint: [.code128]).symbology == .code128)
        let both = CodeValidator(symbologies: [.ean13, .code128], pattern: nil)
        // Said to be an EAN, so the wrong check digit is not excused as Code 128.
        #expect(throws: ScanProblem.wrongCheckDigit(code: "4006381333932", symbology: .ean13, expected: "1")) {
            try both.validate(typed: "4006381333932", hint: [.ean13, .upcA, .ean8])
        }
    }

    @Test("decoded codes are checked too")
    func decoded() throws {
        let ean = DecodedBarcode(symbology: .ean13, code: "4006381333931")
        #expect(try Self.retail.validate(ean) == ean)
        #expect(throws: ScanProblem.self) { try Self.retail.validate(DecodedBarcode(symbology: .ean13, code: "4006381333932")) }
        #expect(throws: ScanProblem.self) { try Self.retail.validate(DecodedBarcode(symbology: .qr, code: "x")) }
        #expect(throws: ScanProblem.patternMismatch(code: "3SA", pattern: "^3S[A-Z0-9]{8,13}$")) {
            try Self.parcel.validate(DecodedBarcode(symbology: .code128, code: "3SA"))
        }
    }

    @Test("messages name the code and which check failed")
    func messages() {
        #expect(ScanProblem.wrongCheckDigit(code: "4006381333932", symbology: .ean13, expected: "1").description
            == "4006381333932 is not a valid EAN-13 code: its check digit is 2, the other digits need 1. A digit was probably misread or mistyped.")
        #expect(ScanProblem.patternMismatch(code: "3SA", pattern: "^3S[A-Z0-9]{8,13}$").description
            == "3SA does not have the expected format (^3S[A-Z0-9]{8,13}$).")
        #expect(ScanProblem.noBarcodeFound(path: "/tmp/a.png", accepted: [.ean13, .code128]).description
            .hasPrefix("No EAN-13 or Code 128 barcode was found in /tmp/a.png."))
    }

    @Test("an action with an unusable pattern is refused up front")
    func actionPattern() {
        #expect(throws: PatternError.self) {
            try CodeValidator(action: ScanBarcodeAction(symbologies: [.code128], stateKey: "code", pattern: "(?<=x)y"))
        }
    }
}
