import Glibc

/// A shared library opened with `dlopen` when a feature first needs it,
/// rather than linked: libzbar for a scan, libpng for a PNG. A launch that
/// never scans or shows a picture then maps and relocates neither (libzbar
/// alone brings 21 more libraries), and a machine without one gets a typed
/// failure at that use, in `dlerror`'s words, not a loader failure at launch.
public struct DynamicLibrary: @unchecked Sendable {
    // @unchecked: the handle is dlopen's, never closed while functions from it are kept.
    private let handle: UnsafeMutableRawPointer
    /// The name or path it was opened by, for messages.
    public let path: String

    /// Why a library or one of its functions could not be had.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Opens `path` (a soname such as `libpng16.so.16`, looked up as the loader does), resolving every symbol now.
    public init(opening path: String) throws(Failure) {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw Failure(description: "cannot load \(path): \(Self.lastError())")
        }
        self.handle = handle
        self.path = path
    }

    /// The C function `name`, as `Function` (a `@convention(c)` type that
    /// must match its C declaration).
    public func function<Function>(_ name: String, as _: Function.Type) throws(Failure) -> Function {
        guard let address = dlsym(handle, name) else {
            throw Failure(description: "\(path) has no function \(name): \(Self.lastError())")
        }
        return unsafeBitCast(address, to: Function.self)
    }

    /// Gives the library back, after a failed lookup: nothing from it may be used afterwards.
    public func close() {
        dlclose(handle)
    }

    /// Opens `path` and hands it to `resolve`, closing it again when `resolve` fails.
    public static func load<Functions>(
        _ path: String, _ resolve: (DynamicLibrary) throws(Failure) -> Functions
    ) -> Result<Functions, Failure> {
        do throws(Failure) {
            let library = try DynamicLibrary(opening: path)
            do throws(Failure) {
                return .success(try resolve(library))
            } catch {
                library.close()
                throw error
            }
        } catch {
            return .failure(error)
        }
    }

    private static func lastError() -> String {
        dlerror().map { String(cString: $0) } ?? "no reason given"
    }
}
