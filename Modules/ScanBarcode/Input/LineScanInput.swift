import SDUI
import ScanBarcodeContract

/// `ScanInput` over the session's ordinary text question
/// (`ActionContext.requestInput`): shows why the last answer was refused,
/// then asks for an image path or a code on one line.
///
/// It works wherever the session can ask for text (the terminal client, the
/// clip, scripted `sdui run` sessions), and a hand-held scanner in keyboard
/// mode "types" its answer like a person would. An empty answer (cancel)
/// ends the flow.
public struct LineScanInput: ScanInput {
    public let context: any ActionContext

    public init(context: any ActionContext) {
        self.context = context
    }

    /// Shows the previous refusal (with the tries left), then asks one text question.
    public func nextScan(_ request: ScanRequest) async -> String? {
        if let problem = request.problem {
            let left = request.maximumAttempts - request.attempt + 1
            await context.showMessage("\(problem) Try again (\(left) \(left == 1 ? "try" : "tries") left), or cancel.")
        }
        let question = InputRequest(
            prompt: Self.prompt(for: request),
            input: .text(placeholder: "image path or code"),
            // Answered locally, never submitted: the flow validates first and
            // the action's `then` sends the code.
            submit: .local("scanBarcode"))
        return await context.requestInput(question)
    }

    /// "Scan the barcode on the parcel label (Code 128): drop an image file here,
    /// use the barcode scanner, or type the code."
    static func prompt(for request: ScanRequest) -> String {
        "\(request.prompt) (\(Symbology.list(request.symbologies))): "
            + "drop an image file here, use the barcode scanner, or type the code."
    }
}
