import Foundation

/// Where the full client keeps its files, following the XDG base directory
/// convention so users find (and can delete) them where Linux tools put data.
///
/// `SDUI_DATA_DIR` overrides everything (tests, portable installs); else
/// `$XDG_DATA_HOME/sdui`; else `$HOME/.local/share/sdui`; else `./.sdui`.
public enum StoreLocation {
    public static let screenCacheFileName = "screens.sqlite"

    /// The directory for the client's files; `environment` is a parameter so tests need not touch the real one.
    public static func dataDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let explicit = environment["SDUI_DATA_DIR"], !explicit.isEmpty { return explicit }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/sdui" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share/sdui" }
        return ".sdui"
    }

    /// The screen cache's file in `dataDirectory`.
    public static func screenCachePath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        dataDirectory(environment: environment) + "/" + screenCacheFileName
    }
}
