/// Whoever imports ScanBarcode also sees its wire types, which live in
/// `ScanBarcodeContract` so that the server can speak them without linking this module.
@_exported import ScanBarcodeContract
