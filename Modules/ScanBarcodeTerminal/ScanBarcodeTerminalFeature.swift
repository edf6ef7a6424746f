import SDUI
import TerminalUI

/// The terminal look of barcode scanning: the `barcodeInput` row.
///
/// Kept apart from `ScanBarcodeFeature` so that scanning itself links no
/// terminal; a terminal client installs both.
public struct ScanBarcodeTerminalFeature: Feature {
    public let name = "ScanBarcodeTerminal"

    public init() {}

    public func register(into registry: inout FeatureRegistry) throws(RegistrationError) {
        try registry.register(terminalRenderer: BarcodeInputRenderer(), owner: name)
    }
}
