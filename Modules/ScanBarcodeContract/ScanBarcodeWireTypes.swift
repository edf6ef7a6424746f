import SDUIContract

/// The scan feature's components and actions, in the one list that the
/// client feature, the clip and the reference server all register.
public enum ScanBarcodeWireTypes {
    public static let all = ContractTypes(
        owner: "ScanBarcode",
        components: [BarcodeInputComponent.self],
        actions: [ScanBarcodeAction.self],
        // A barcode input without its scan action is a dead box: drop it (or use its fallback).
        requiredMembers: [BarcodeInputComponent.typeName: ["action"]])
}
