import ScanBarcodeContract
/// What the scan flow asks the user interface for: one more answer, and
/// why the previous one was refused.
public struct ScanRequest: Sendable, Equatable {
    /// The action's prompt ("Scan the barcode on the parcel label").
    public var prompt: String
    public var symbologies: [Symbology]
    /// 1 for the first question.
    public var attempt: Int
    public var maximumAttempts: Int
    /// Why the previous answer was refused; nil on the first attempt.
    public var problem: ScanProblem?

    public init(prompt: String, symbologies: [Symbology], attempt: Int, maximumAttempts: Int, problem: ScanProblem? = nil) {
        self.prompt = prompt
        self.symbologies = symbologies
        self.attempt = attempt
        self.maximumAttempts = maximumAttempts
        self.problem = problem
    }
}
