import ScanBarcode
import Testing

@Suite("GS1 check digits")
struct CheckDigitTests {
    @Test("valid codes", arguments: [
        "4006381333931",  // EAN-13
        "9780201379624",  // EAN-13 (ISBN)
        "5901234123457",  // EAN-13
        "036000291452",   // UPC-A
        "012345678905",   // UPC-A
        "96385074",       // EAN-8
        "73513537",       // EAN-8
    ])
    func valid(_ code: String) {
        #expect(GS1CheckDigit.isValid(code))
    }

    @Test("one mistyped digit or a swap is caught", arguments: [
        ("4006381333932", "1"),
        ("4006381333921", "4"),
        ("4060381333931", "3"),   // swapped neighbours
        ("036000291453", "2"),
        ("96385075", "4"),
    ])
    func invalid(_ code: String, expected: String) {
        #expect(!GS1CheckDigit.isValid(code))
        #expect(GS1CheckDigit.compute(forPayload: code.dropLast()) == Character(expected))
    }

    @Test("non-digits and empty payloads have no check digit")
    func notDigits() {
        #expect(GS1CheckDigit.compute(forPayload: "40063813339A") == nil)
        #expect(GS1CheckDigit.compute(forPayload: "") == nil)
        #expect(!GS1CheckDigit.isValid("4"))
        #expect(!GS1CheckDigit.isValid("４００６３８１３３３９３１"))  // full-width digits
    }
}
