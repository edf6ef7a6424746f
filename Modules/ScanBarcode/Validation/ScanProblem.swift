import SDUI
import ScanBarcodeContract
/// Why a scan was not accepted, in words for the person scanning.
///
/// Every case names what was read (the file, the code) and which check
/// failed, so the message alone tells them whether to retype a digit, pick
/// another photo or scan another label. The scan flow shows it and asks
/// again.
public enum ScanProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// An empty answer.
    case nothingEntered
    /// The answer looks like a file path but no file is there.
    case noSuchFile(path: String)
    case unreadableImage(ImageLoadError)
    case decoderFailed(path: String, BarcodeDecoderError)
    /// The image decoded, but holds no barcode of an accepted kind.
    case noBarcodeFound(path: String, accepted: [Symbology])
    /// The last digit of an EAN/UPC code is not the check digit of the others.
    case wrongCheckDigit(code: String, symbology: Symbology, expected: Character)
    /// The code cannot be any of the accepted kinds (length, characters, or what the scanner said it was).
    case wrongFormat(code: String, reason: String)
    /// The code does not have the format the server declared.
    case patternMismatch(code: String, pattern: String)
    /// The pattern could not be applied to this code (too long, too complex).
    case patternUnusable(PatternError)

    public var description: String {
        switch self {
        case .nothingEntered:
            return "Nothing was entered."
        case .noSuchFile(let path):
            return "There is no file at \(path)."
        case .unreadableImage(let error):
            return "Cannot use this image: \(error)."
        case .decoderFailed(let path, let error):
            return "Cannot read barcodes in \(path): \(error)."
        case .noBarcodeFound(let path, let accepted):
            return "No \(Symbology.list(accepted)) barcode was found in \(path). "
                + "Use a sharper, closer picture of the barcode."
        case .wrongCheckDigit(let code, let symbology, let expected):
            let found = code.last.map(String.init) ?? ""
            return "\(code) is not a valid \(symbology.displayName) code: its check digit is \(found), "
                + "the other digits need \(expected). A digit was probably misread or mistyped."
        case .wrongFormat(let code, let reason):
            return "\(code) is not a code this screen accepts: \(reason)."
        case .patternMismatch(let code, let pattern):
            return "\(code) does not have the expected format (\(pattern))."
        case .patternUnusable(let error):
            return "This code cannot be checked: \(error)."
        }
    }
}
