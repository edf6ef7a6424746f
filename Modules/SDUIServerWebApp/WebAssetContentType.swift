import SDUIServer

/// The `Content-Type` of a web client file, from its extension: the build
/// names its files, and `X-Content-Type-Options: nosniff` makes browsers
/// trust this type, so a module script must be `text/javascript` to run.
enum WebAssetContentType {
    /// By lower-cased extension; anything else is `application/octet-stream`.
    static let byExtension: [String: String] = [
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "json": "application/json",
        "map": "application/json",
        "svg": "image/svg+xml",
        "png": "image/png",
        "woff2": "font/woff2",
        "webmanifest": "application/manifest+json",
    ]

    static func of(extension name: String) -> String {
        byExtension[name.lowercased()] ?? "application/octet-stream"
    }
}
