import SDUI
import ScanBarcodeContract
import TerminalUI

/// Barcode scanning for a client target: the `barcodeInput` component and
/// its terminal renderer, the `scanBarcode` action and its handler.
///
/// ```swift
/// var registry = FeatureRegistry()
/// try TerminalRenderers.registerCore(into: &registry)
/// try registry.install(ScanBarcodeFeature())
/// ```
///
/// A target that does not install it still decodes screens that use these
/// types: they fall back (or are dropped) with a diagnostic, and the
/// capability header stops announcing them. Foundation-free, so the clip
/// links it; images are read with libpng and by hand, barcodes with ZBar.
public struct ScanBarcodeFeature: Feature {
    public let name = "ScanBarcode"
    let handler: ScanBarcodeHandler

    /// - Parameters:
    ///   - input: where scans come from; the session's text question by default.
    ///   - maximumAttempts: answers refused before the action fails.
    ///   - limits: the largest image file accepted.
    public init(
        input: @escaping @Sendable (any ActionContext) -> any ScanInput = { LineScanInput(context: $0) },
        maximumAttempts: Int = ScanBarcodeHandler.defaultMaximumAttempts,
        limits: ImageLimits = .standard
    ) {
        handler = ScanBarcodeHandler(maximumAttempts: maximumAttempts, limits: limits, input: input)
    }

    public func register(into registry: inout FeatureRegistry) throws(RegistrationError) {
        try ScanBarcodeWireTypes.all.register(into: &registry)
        try registry.register(handler: handler, for: ScanBarcodeAction.typeName, owner: name)
        try registry.register(terminalRenderer: BarcodeInputRenderer(), owner: name)
    }
}
