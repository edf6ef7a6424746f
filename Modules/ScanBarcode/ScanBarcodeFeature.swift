import SDUI
import ScanBarcodeContract

/// Barcode scanning for a client target: the `barcodeInput` component, the
/// `scanBarcode` action and its handler. How `barcodeInput` looks is the
/// client's business: a terminal client also installs
/// `ScanBarcodeTerminalLook` (module `ScanBarcodeTerminal`) into its
/// `TerminalRegistry`; a client that draws otherwise links no terminal.
///
/// ```swift
/// var registry = FeatureRegistry()
/// try registry.install(ScanBarcodeFeature())
/// var terminal = TerminalRegistry.core
/// try terminal.install(ScanBarcodeTerminalLook())
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
        try registry.register(handler: handler, owner: name)
    }
}
