/// Where scans come from: the user interface's side of the scan flow.
///
/// A terminal user meets the sources in this order, and all three arrive as
/// one line of text: (1) an image file's path, typed or dropped into the
/// terminal (which types the path); (2) a hand-held scanner in keyboard mode,
/// which types the code and presses Enter; (3) the code typed by hand. The
/// flow (`ScanBarcodeHandler`) decides which it is (`ScanAnswer`), decodes
/// images, validates, and asks again with the reason when an answer is refused.
///
/// `LineScanInput` implements it over the session's text input, so the
/// terminal client, the clip and `sdui run` scripts need nothing new; a UI
/// with a camera or a file picker implements it itself:
///
/// ```swift
/// struct PickerScanInput: ScanInput {
///     func nextScan(_ request: ScanRequest) async -> String? {
///         await picker.chooseImage(title: request.prompt)?.path   // nil: cancelled
///     }
/// }
/// try registry.install(ScanBarcodeFeature(input: { _ in PickerScanInput() }))
/// ```
public protocol ScanInput: Sendable {
    /// The next answer (a file path or a code), or nil when the user cancels.
    /// `request.problem` says why the previous answer was refused; show it.
    func nextScan(_ request: ScanRequest) async -> String?
}
