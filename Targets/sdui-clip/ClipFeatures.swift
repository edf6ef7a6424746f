import ScanBarcode
import ScanBarcodeTerminal
import SDUI
import TerminalUI

/// What the clip can show and run: the core's components, drawn by the
/// terminal renderers, and barcode scanning. Nothing else is registered (or
/// linked): login, analytics and the player stay in the full client, and
/// their elements are dropped or replaced by the server's fallbacks; the
/// core's impressions are left out of its manifest (and its app reports none).
enum ClipFeatures {
    static func registries() throws(RegistrationError) -> (features: FeatureRegistry, terminal: TerminalRegistry) {
        var features = FeatureRegistry()
        try features.install(ScanBarcodeFeature())
        features.unsupportedActionAdvice = "Open the full client (sdui) to use this."
        // Impressions (§8.6) do not fit the size budget: the server leaves them out for the clip.
        features.leaveOut(CoreContract.impressions)
        var terminal = TerminalRegistry.core
        try terminal.install(ScanBarcodeTerminalLook())
        return (features, terminal)
    }
}
