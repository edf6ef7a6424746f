import SDUI
import TerminalUI

/// The terminal look of barcode scanning: the `barcodeInput` row, and the
/// `barcode` icon a server may name in an image's `asset`.
///
/// Kept apart from `ScanBarcodeFeature` so that scanning itself links no
/// terminal; a terminal client installs both, the feature into its
/// `FeatureRegistry` and this look into its `TerminalRegistry`.
public struct ScanBarcodeTerminalLook: TerminalLook {
    public let name = "ScanBarcodeTerminal"

    public init() {}

    public func register(into registry: inout TerminalRegistry) throws(RegistrationError) {
        try registry.register(renderer: BarcodeInputRenderer(), owner: name)
        try registry.register(asset: "barcode", glyph: BarcodeInputRenderer.glyph, owner: name)
    }
}
