import ScanBarcode
import ScanBarcodeTerminal
import SDUI
import TerminalUI

/// What the clip can show and run: the core's components, drawn by the
/// terminal renderers, and barcode scanning. Nothing else is registered (or
/// linked): login, analytics and the player stay in the full client, and
/// their elements are dropped or replaced by the server's fallbacks.
enum ClipFeatures {
    static func registry() throws(RegistrationError) -> FeatureRegistry {
        var registry = FeatureRegistry()
        try TerminalRenderers.registerCore(into: &registry)
        try registry.install(ScanBarcodeFeature())
        try registry.install(ScanBarcodeTerminalFeature())
        registry.unsupportedActionAdvice = "Open the full client (sdui) to use this."
        return registry
    }
}
