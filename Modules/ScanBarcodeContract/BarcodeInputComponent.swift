import SDUIContract

/// A row that starts a scan; shows the last scanned code from state.
///
/// ```json
/// {"type": "barcodeInput", "title": "Parcel barcode", "subtitle": "On the label, under the address",
///  "action": {"type": "scanBarcode", "symbologies": ["code128"], "stateKey": "parcelCode"}}
/// ```
public struct BarcodeInputComponent: ComponentContent {
    public static let typeName: TypeName = "barcodeInput"

    public var title: String
    public var subtitle: String?
    public var action: Action

    public init(title: String, subtitle: String? = nil, action: Action) {
        self.title = title
        self.subtitle = subtitle
        self.action = action
    }

    public var actions: [Action] { [action] }
}
