/// An on/off switch bound to a boolean in the screen's state.
///
/// ```json
/// {"type": "toggle", "label": "Insure this parcel", "stateKey": "insured"}
/// ```
public struct ToggleComponent: ComponentContent {
    public static let typeName: TypeName = "toggle"
    public var label: String
    public var stateKey: String

    public init(label: String, stateKey: String) {
        self.label = label
        self.stateKey = stateKey
    }
}
