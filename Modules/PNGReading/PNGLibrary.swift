import CPNG
import DynamicLibrary

/// libpng's simplified-API functions, looked up (`DynamicLibrary`) the first
/// time a PNG is read or written: the clip reads one only for `--qr`, the
/// client only when a screen shows one, so neither loads libpng at launch.
/// `CPNG` is headers only.
struct PNGLibrary: @unchecked Sendable {
    // @unchecked: every stored property is a C function address, set once and never changed.
    typealias BeginReadFromMemory = @convention(c) (UnsafeMutablePointer<png_image>?, UnsafeRawPointer?, Int) -> Int32
    typealias FinishRead = @convention(c) (
        UnsafeMutablePointer<png_image>?, UnsafePointer<png_color>?, UnsafeMutableRawPointer?, png_int_32, UnsafeMutableRawPointer?
    ) -> Int32
    typealias Free = @convention(c) (UnsafeMutablePointer<png_image>?) -> Void
    typealias WriteToMemory = @convention(c) (
        UnsafeMutablePointer<png_image>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int>?, Int32, UnsafeRawPointer?,
        png_int_32, UnsafeRawPointer?
    ) -> Int32

    let beginReadFromMemory: BeginReadFromMemory
    let finishRead: FinishRead
    let free: Free
    let writeToMemory: WriteToMemory

    /// The runtime library's name (Debian's libpng16-16, which libpng-dev depends on).
    static let soname = "libpng16.so.16"

    /// Loaded on first use and kept for the life of the process; the failure
    /// says which step failed, in `dlerror`'s words.
    static let shared: Result<PNGLibrary, DynamicLibrary.Failure> = load(soname)

    static func load(_ path: String) -> Result<PNGLibrary, DynamicLibrary.Failure> {
        DynamicLibrary.load(path) { library throws(DynamicLibrary.Failure) in
            PNGLibrary(
                beginReadFromMemory: try library.function("png_image_begin_read_from_memory", as: BeginReadFromMemory.self),
                finishRead: try library.function("png_image_finish_read", as: FinishRead.self),
                free: try library.function("png_image_free", as: Free.self),
                writeToMemory: try library.function("png_image_write_to_memory", as: WriteToMemory.self))
        }
    }
}
