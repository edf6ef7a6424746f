import SDUIContract

/// The scan feature's components and actions, in the one list that the
/// client feature, the clip and the reference server all register.
public enum ScanBarcodeWireTypes {
    public static let all = ContractTypes(owner: "ScanBarcode", types: [
        // A barcode input without its scan action is a dead box: drop it (or use its fallback).
        .component(BarcodeInputComponent.self, members: ContractMembers(actions: ["action"], required: ["action"], texts: ["title", "subtitle"]),
                   summary: "A row that starts a scan and shows the last scanned code."),
        .action(ScanBarcodeAction.self, members: ContractMembers(actions: ["then"], texts: ["prompt"]),
                summary: "Scans a barcode into a state key, then runs its next action."),
    ])
}
