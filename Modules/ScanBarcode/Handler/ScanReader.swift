/// Turns one answer of the scan flow into a validated code: decodes the
/// image when the answer is a file, validates a typed code otherwise.
///
/// Separate from the handler so the whole decision (file or code, which
/// barcode of several, which check failed) is testable without a session.
///
/// ```swift
/// let reader = ScanReader(validator: try CodeValidator(action: action))
/// switch reader.read("/home/ada/label.png") { … }
/// ```
public struct ScanReader: Sendable {
    public let validator: CodeValidator
    public let loader: ImageLoader
    public let decoder: BarcodeDecoder

    public init(validator: CodeValidator, loader: ImageLoader = ImageLoader(), decoder: BarcodeDecoder = BarcodeDecoder()) {
        self.validator = validator
        self.loader = loader
        self.decoder = decoder
    }

    /// What the answer was read as.
    public struct Reading: Sendable, Equatable {
        public let barcode: DecodedBarcode
        /// The image it was decoded from; nil for a typed (or scanner-typed) code.
        public let imagePath: String?
    }

    /// Classifies one line of input (`ScanAnswer`) and reads it.
    public func read(_ answer: String) -> Result<Reading, ScanProblem> {
        read(ScanAnswer(answer))
    }

    /// Reads an answer already classified: decodes a file, validates a code.
    public func read(_ answer: ScanAnswer) -> Result<Reading, ScanProblem> {
        switch answer {
        case .empty:
            return .failure(.nothingEntered)
        case .missingFile(let path):
            return .failure(.noSuchFile(path: path))
        case .code(let code, let hint):
            do throws(ScanProblem) {
                return .success(Reading(barcode: try validator.validate(typed: code, hint: hint), imagePath: nil))
            } catch {
                return .failure(error)
            }
        case .imageFile(let path):
            return readImage(at: path)
        }
    }

    /// Decodes the image; the first barcode that passes validation wins,
    /// otherwise the first one's problem is reported.
    private func readImage(at path: String) -> Result<Reading, ScanProblem> {
        let barcodes: [DecodedBarcode]
        do throws(ImageLoadError) {
            let image = try loader.load(path: path)
            do throws(BarcodeDecoderError) {
                barcodes = try decoder.decode(image, accepting: validator.symbologies)
            } catch {
                return .failure(.decoderFailed(path: path, error))
            }
        } catch {
            return .failure(.unreadableImage(error))
        }
        var firstProblem: ScanProblem?
        for barcode in barcodes {
            do throws(ScanProblem) {
                return .success(Reading(barcode: try validator.validate(barcode), imagePath: path))
            } catch {
                if firstProblem == nil { firstProblem = error }
            }
        }
        return .failure(firstProblem ?? .noBarcodeFound(path: path, accepted: validator.symbologies))
    }
}
