import CPNG
import Glibc

/// libpng's simplified-API functions, looked up with `dlopen` the first time
/// a PNG is read or written.
///
/// Linked normally, libpng is one more shared library that every launch of
/// the clip and the client maps and relocates, picture or not; the clip
/// reads a PNG only for `--qr`, the client only when a screen shows one.
/// Loaded here instead, once; a machine without it gets a typed failure at
/// that picture, not a loader failure at launch. `CPNG` is headers only.
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
    static let shared: Result<PNGLibrary, Unavailable> = load(soname)

    /// Why libpng could not be used.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    static func load(_ path: String) -> Result<PNGLibrary, Unavailable> {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(Unavailable(description: "cannot load \(path): \(lastError())"))
        }
        do throws(Unavailable) {
            func function<Function>(_ name: String, _: Function.Type) throws(Unavailable) -> Function {
                guard let address = dlsym(handle, name) else {
                    throw Unavailable(description: "\(path) has no function \(name): \(lastError())")
                }
                return unsafeBitCast(address, to: Function.self)
            }
            return .success(PNGLibrary(
                beginReadFromMemory: try function("png_image_begin_read_from_memory", BeginReadFromMemory.self),
                finishRead: try function("png_image_finish_read", FinishRead.self),
                free: try function("png_image_free", Free.self),
                writeToMemory: try function("png_image_write_to_memory", WriteToMemory.self)))
        } catch {
            dlclose(handle)
            return .failure(error)
        }
    }

    private static func lastError() -> String {
        dlerror().map { String(cString: $0) } ?? "no reason given"
    }
}
