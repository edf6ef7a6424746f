import CZBar
import Glibc

/// ZBar's functions, looked up with `dlopen` when the first scan needs them.
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
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(.libraryUnavailable("cannot load \(path): \(lastError())"))
        }
        do throws(BarcodeDecoderError) {
            func function<Function>(_ name: String, _: Function.Type) throws(BarcodeDecoderError) -> Function {
                guard let address = dlsym(handle, name) else {
                    throw .libraryUnavailable("\(path) has no function \(name): \(lastError())")
                }
                return unsafeBitCast(address, to: Function.self)
            }
            return .success(ZBarLibrary(
                scannerCreate: try function("zbar_image_scanner_create", ScannerCreate.self),
                scannerDestroy: try function("zbar_image_scanner_destroy", ScannerDestroy.self),
                scannerSetConfig: try function("zbar_image_scanner_set_config", ScannerSetConfig.self),
                scanImage: try function("zbar_scan_image", ScanImage.self),
                imageCreate: try function("zbar_image_create", ImageCreate.self),
                imageDestroy: try function("zbar_image_destroy", ImageDestroy.self),
                imageSetFormat: try function("zbar_image_set_format", ImageSetFormat.self),
                imageSetSize: try function("zbar_image_set_size", ImageSetSize.self),
                imageSetData: try function("zbar_image_set_data", ImageSetData.self),
                imageFirstSymbol: try function("zbar_image_first_symbol", ImageFirstSymbol.self),
                symbolNext: try function("zbar_symbol_next", SymbolNext.self),
                symbolGetType: try function("zbar_symbol_get_type", SymbolGetType.self),
                symbolGetData: try function("zbar_symbol_get_data", SymbolGetData.self),
                symbolGetDataLength: try function("zbar_symbol_get_data_length", SymbolGetDataLength.self)))
        } catch {
            dlclose(handle)
            return .failure(error)
        }
    }

    private static func lastError() -> String {
        guard let message = dlerror() else { return "no reason given" }
        return String(cString: message)
    }
}
