import LoginContract
import PlayerContract
import SDUI
import ScanBarcodeContract

/// The feature types this server sends, registered in one readable list.
///
/// Content files are validated with a `ScreenFactory` over this registry,
/// so a file using `barcodeInput` or `play` validates, and a typo in a type
/// name is reported at start-up.
public enum ServerFeatures {
    /// Each feature's wire types, as its contract module publishes them.
    public static let contracts: [ContractTypes] = [ScanBarcodeWireTypes.all, LoginWireTypes.all, PlayerWireTypes.all]

    public static func registry() throws(RegistrationError) -> FeatureRegistry {
        var registry = FeatureRegistry()
        for types in contracts { try types.register(into: &registry) }
        return registry
    }
}
