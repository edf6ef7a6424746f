import SDUI
import ScanBarcodeContract
/// Decides whether a code may be sent, before anything leaves the device.
///
/// Two checks, in order:
/// 1. **Symbology.** A code read from an image already has a symbology:
///    EAN-13, UPC-A and EAN-8 codes must carry a correct GS1 check digit.
///    A typed code (by hand, or by a hand-held scanner in keyboard mode) is
///    matched against the accepted symbologies in the action's order: an
///    all-digit code of 13, 12 or 8 digits is tried as EAN-13, UPC-A
///    (also written as 13 digits with a leading 0) or EAN-8 and accepted
///    when its check digit is right; otherwise the first accepted free-form
///    symbology that can hold its characters takes it (Code 128: ASCII;
///    Code 39: `0-9 A-Z - . $ / + %` and space; QR: anything). A code only a
///    retail symbology could hold, with a wrong check digit, is refused with
///    the digit it should have. When a free-form symbology is accepted too, a
///    digit string with a wrong check digit is taken as that symbology
///    instead, since nothing distinguishes the two; the pattern then decides.
/// 2. **Pattern.** When the action declares a `pattern`, the code must match it.
///
/// ```swift
/// let validator = try CodeValidator(symbologies: [.ean13], pattern: nil)
/// try validator.validate(typed: "4006381333931")   // EAN-13 4006381333931
/// try validator.validate(typed: "4006381333932")   // throws .wrongCheckDigit(expected: "1")
/// ```
public struct CodeValidator: Sendable {
    /// In the action's order; all symbologies when the action lists none.
    public let symbologies: [Symbology]
    public let pattern: TextPattern?

    public init(symbologies: [Symbology], pattern: TextPattern?) {
        var unique: [Symbology] = []
        for symbology in symbologies where !unique.contains(symbology) { unique.append(symbology) }
        self.symbologies = unique.isEmpty ? Symbology.allCases : unique
        self.pattern = pattern
    }

    /// The validator an action describes; throws when its pattern is outside the supported subset.
    public init(action: ScanBarcodeAction) throws(PatternError) {
        self.init(symbologies: action.symbologies, pattern: try action.pattern.map { pattern throws(PatternError) in
            try TextPattern(pattern)
        })
    }

    /// Checks a code read from an image.
    public func validate(_ barcode: DecodedBarcode) throws(ScanProblem) -> DecodedBarcode {
        guard symbologies.contains(barcode.symbology) else {
            throw .wrongFormat(code: barcode.code, reason: "it is a \(barcode.symbology.displayName) barcode; "
                               + "this screen takes \(Symbology.list(symbologies))")
        }
        if barcode.symbology.fixedDigitCount != nil, !GS1CheckDigit.isValid(barcode.code) {
            throw .wrongCheckDigit(code: barcode.code, symbology: barcode.symbology,
                                   expected: GS1CheckDigit.compute(forPayload: barcode.code.dropLast()) ?? "?")
        }
        try checkPattern(barcode.code)
        return barcode
    }

    /// Checks a typed code. `hint` is what a scanner said it read (its AIM
    /// identifier), when it said so; the code is then only tried as those.
    public func validate(typed code: String, hint: Set<Symbology>? = nil) throws(ScanProblem) -> DecodedBarcode {
        guard !code.isEmpty else { throw .nothingEntered }
        var candidates = symbologies
        if let hint {
            candidates = symbologies.filter(hint.contains)
            guard !candidates.isEmpty else {
                let read = Symbology.allCases.filter(hint.contains)
                let what = read.isEmpty ? "a kind of barcode" : "a \(Symbology.list(read)) barcode"
                throw .wrongFormat(code: code, reason: "the scanner read \(what); this screen takes \(Symbology.list(symbologies))")
            }
        }

        let isAllDigits = code.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        var checkDigitFailure: ScanProblem?
        if isAllDigits {
            for symbology in candidates {
                guard let digits = symbology.fixedDigitCount else { continue }
                var normalized = Substring(code)
                if symbology == .upcA, code.count == 13, code.hasPrefix("0") { normalized = normalized.dropFirst() }
                guard normalized.count == digits else { continue }
                if GS1CheckDigit.isValid(normalized) {
                    let barcode = DecodedBarcode(symbology: symbology, code: String(normalized))
                    try checkPattern(barcode.code)
                    return barcode
                }
                if checkDigitFailure == nil {
                    checkDigitFailure = .wrongCheckDigit(code: String(normalized), symbology: symbology,
                                                         expected: GS1CheckDigit.compute(forPayload: normalized.dropLast()) ?? "?")
                }
            }
        }
        for symbology in candidates where symbology.fixedDigitCount == nil && Self.canHold(code, symbology) {
            let barcode = DecodedBarcode(symbology: symbology, code: code)
            try checkPattern(code)
            return barcode
        }
        if let checkDigitFailure { throw checkDigitFailure }
        throw .wrongFormat(code: code, reason: Self.formatReason(code, candidates: candidates, isAllDigits: isAllDigits))
    }

    private func checkPattern(_ code: String) throws(ScanProblem) {
        guard let pattern else { return }
        let matches: Bool
        do throws(PatternError) {
            matches = try pattern.matches(code)
        } catch {
            throw .patternUnusable(error)
        }
        guard matches else { throw .patternMismatch(code: code, pattern: pattern.source) }
    }

    /// Whether a free-form symbology can encode every character of `code`.
    static func canHold(_ code: String, _ symbology: Symbology) -> Bool {
        switch symbology {
        case .code128:
            return code.unicodeScalars.allSatisfy { $0.isASCII }
        case .code39:
            return code.unicodeScalars.allSatisfy { scalar in
                ("0"..."9").contains(scalar) || ("A"..."Z").contains(scalar) || " -.$/+%".unicodeScalars.contains(scalar)
            }
        case .qr:
            return true
        case .ean13, .upcA, .ean8:
            return false
        }
    }

    /// Why no candidate fits, naming the closest rule.
    private static func formatReason(_ code: String, candidates: [Symbology], isAllDigits: Bool) -> String {
        let retail = candidates.filter { $0.fixedDigitCount != nil }
        if !retail.isEmpty, retail.count == candidates.count {
            let lengths = retail.map { "\($0.displayName) codes have \($0.fixedDigitCount ?? 0) digits" }
            guard isAllDigits else { return "it should hold only digits (\(lengths.joined(separator: ", ")))" }
            return lengths.joined(separator: ", ") + "; this one has \(code.count)"
        }
        return "it contains characters a \(Symbology.list(candidates)) barcode cannot hold"
    }
}
