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
    public static func registry() throws(RegistrationError) -> FeatureRegistry {
        var registry = FeatureRegistry()
        try registry.register(component: BarcodeInputComponent.self, owner: "ScanBarcode")
        try registry.register(action: ScanBarcodeAction.self, owner: "ScanBarcode")
        try registry.register(action: LoginAction.self, owner: "Login")
        try registry.register(action: LogoutAction.self, owner: "Login")
        try registry.register(action: PlayAction.self, owner: "Player")
        try registry.register(component: MiniPlayerComponent.self, owner: "Player")
        return registry
    }
}
