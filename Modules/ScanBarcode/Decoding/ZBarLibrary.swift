import CZBar
import DynamicLibrary

/// ZBar's functions, looked up (`DynamicLibrary`) when the first scan needs them.
///
/// libzbar brings its camera and display stack with it (X11, D-Bus, V4L,
/// JPEG, systemd: 21 more shared libraries on Debian). Linked normally, every
/// launch of the clip and the client would map and relocate them, scan or
/// not, and that was most of the clip's start-up time. Loaded here instead,
/// once, on the first scan; a machine without libzbar gets a typed error
/// at that scan rather than a loader failure at launch.
///
/// The C function types mirror `zbar.h`; only `CZBar`'s header (types and
/// constants) is imported, nothing is linked.
struct ZBarLibrary: @unchecked Sendable {
    // @unchecked: every stored property is a C function address, set once and never changed.
    typealias ScannerCreate = @convention(c) () -> OpaquePointer?
    typealias ScannerDestroy = @convention(c) (OpaquePointer?) -> Void
    typealias ScannerSetConfig = @convention(c) (OpaquePointer?, zbar_symbol_type_t, zbar_config_t, Int32) -> Int32
    typealias ScanImage = @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    typealias ImageCreate = @convention(c) () -> OpaquePointer?
    typealias ImageDestroy = @convention(c) (OpaquePointer?) -> Void
    typealias ImageSetFormat = @convention(c) (OpaquePointer?, UInt) -> Void
    typealias ImageSetSize = @convention(c) (OpaquePointer?, UInt32, UInt32) -> Void
    typealias ImageCleanup = @convention(c) (OpaquePointer?) -> Void
    typealias ImageSetData = @convention(c) (OpaquePointer?, UnsafeRawPointer?, UInt, ImageCleanup?) -> Void
    typealias ImageFirstSymbol = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias SymbolNext = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias SymbolGetType = @convention(c) (OpaquePointer?) -> zbar_symbol_type_t
    typealias SymbolGetData = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    typealias SymbolGetDataLength = @convention(c) (OpaquePointer?) -> UInt32

    let scannerCreate: ScannerCreate
    let scannerDestroy: ScannerDestroy
    let scannerSetConfig: ScannerSetConfig
    let scanImage: ScanImage
    let imageCreate: ImageCreate
    let imageDestroy: ImageDestroy
    let imageSetFormat: ImageSetFormat
    let imageSetSize: ImageSetSize
    let imageSetData: ImageSetData
    let imageFirstSymbol: ImageFirstSymbol
    let symbolNext: SymbolNext
    let symbolGetType: SymbolGetType
    let symbolGetData: SymbolGetData
    let symbolGetDataLength: SymbolGetDataLength

    /// The runtime library's name (Debian's libzbar0, which libzbar-dev depends on).
    static let soname = "libzbar.so.0"

    /// Loaded on first use and kept for the life of the process.
    static let shared: Result<ZBarLibrary, BarcodeDecoderError> = load(soname)

    /// Opens `path` and resolves every function, or says which step failed.
    static func load(_ path: String) -> Result<ZBarLibrary, BarcodeDecoderError> {
        DynamicLibrary.load(path) { library throws(DynamicLibrary.Failure) in
            ZBarLibrary(
                scannerCreate: try library.function("zbar_image_scanner_create", as: ScannerCreate.self),
                scannerDestroy: try library.function("zbar_image_scanner_destroy", as: ScannerDestroy.self),
                scannerSetConfig: try library.function("zbar_image_scanner_set_config", as: ScannerSetConfig.self),
                scanImage: try library.function("zbar_scan_image", as: ScanImage.self),
                imageCreate: try library.function("zbar_image_create", as: ImageCreate.self),
                imageDestroy: try library.function("zbar_image_destroy", as: ImageDestroy.self),
                imageSetFormat: try library.function("zbar_image_set_format", as: ImageSetFormat.self),
                imageSetSize: try library.function("zbar_image_set_size", as: ImageSetSize.self),
                imageSetData: try library.function("zbar_image_set_data", as: ImageSetData.self),
                imageFirstSymbol: try library.function("zbar_image_first_symbol", as: ImageFirstSymbol.self),
                symbolNext: try library.function("zbar_symbol_next", as: SymbolNext.self),
                symbolGetType: try library.function("zbar_symbol_get_type", as: SymbolGetType.self),
                symbolGetData: try library.function("zbar_symbol_get_data", as: SymbolGetData.self),
                symbolGetDataLength: try library.function("zbar_symbol_get_data_length", as: SymbolGetDataLength.self))
        }.mapError { .libraryUnavailable($0.description) }
    }
}
