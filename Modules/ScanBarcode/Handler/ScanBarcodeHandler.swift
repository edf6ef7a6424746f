import JSON
import SDUI
import ScanBarcodeContract

/// Runs `scanBarcode`: asks for a scan, reads and validates it, stores the
/// code under the action's `stateKey`, then runs its `then` (usually the
/// command that sends the code).
///
/// The flow, for each attempt up to `maximumAttempts`:
/// 1. ask the `ScanInput` (nil: the user cancelled, the action ends `.cancelled`,
///    state untouched);
/// 2. a file path is decoded as an image, anything else is a typed code (`ScanAnswer`);
/// 3. the code is validated (`CodeValidator`: check digits, then the pattern);
/// 4. refused: the next question carries the reason, so the user sees
///    what was wrong and may try again or cancel.
///
/// Nothing is sent before a code passed validation. After the last refused
/// attempt the action fails with the last reason. A `pattern` outside the
/// supported subset (`TextPattern`) fails the action at once with a message
/// naming the problem, rather than sending unchecked codes.
public struct ScanBarcodeHandler: ActionHandler {
    /// Enough for a misread and a retyped digit, few enough that a stuck user is not kept in a loop.
    public static let defaultMaximumAttempts = 3

    public let maximumAttempts: Int
    public let loader: ImageLoader
    let makeInput: @Sendable (any ActionContext) -> any ScanInput

    /// - Parameter input: the UI's source of scans for a run; by default the
    ///   session's text question (`LineScanInput`).
    public init(
        maximumAttempts: Int = ScanBarcodeHandler.defaultMaximumAttempts,
        limits: ImageLimits = .standard,
        input: @escaping @Sendable (any ActionContext) -> any ScanInput = { LineScanInput(context: $0) }
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        loader = ImageLoader(limits: limits)
        makeInput = input
    }

    public func run(_ scan: ScanBarcodeAction, in context: any ActionContext) async -> ActionOutcome {
        let validator: CodeValidator
        do throws(PatternError) {
            validator = try CodeValidator(action: scan)
        } catch {
            let message = "This screen's code format cannot be checked by this client: \(error)."
            await context.showMessage(message)
            return .failed(message)
        }
        let reader = ScanReader(validator: validator, loader: loader)
        let input = makeInput(context)
        var problem: ScanProblem?
        for attempt in 1...maximumAttempts {
            let request = ScanRequest(prompt: scan.prompt ?? "Scan the barcode", symbologies: validator.symbologies,
                                      attempt: attempt, maximumAttempts: maximumAttempts, problem: problem)
            guard let answer = await input.nextScan(request) else { return .cancelled }
            switch reader.read(answer) {
            case .success(let reading):
                if let path = reading.imagePath {
                    await context.showMessage("Read \(reading.barcode) from \(path).")
                }
                await context.setStateValue(.string(reading.barcode.code), forKey: scan.stateKey)
                guard let then = scan.then else { return .completedWithMessage("Scanned \(reading.barcode.code)") }
                return await context.perform(then)
            case .failure(let refused):
                problem = refused
            }
        }
        let message = "No valid code after \(maximumAttempts) \(maximumAttempts == 1 ? "attempt" : "attempts"). "
            + (problem.map { "\($0)" } ?? "")
        await context.showMessage(message)
        return .failed(message)
    }
}
