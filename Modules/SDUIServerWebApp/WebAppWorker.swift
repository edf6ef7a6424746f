import SDUIServer

/// The web client's Service Worker (`Web/worker/sw.ts`, built to
/// `Content/web/sw.js`), served at a name that never changes (`/app/sw.js`),
/// since a browser finds a new worker by asking for the same URL again; so
/// it is not among the hashed assets.
///
/// In front of the built code the server writes the release it belongs to
/// (`const sduiRelease = {…};`): a version made from the shell (whose asset
/// map names every file by its hash) and the worker's code, and the URLs to
/// keep. A new build therefore changes the worker's bytes, the browser
/// installs it, and it replaces (and deletes) the old release's cache.
enum WebAppWorker {
    /// The worker's file under `web/`.
    static let path = "sw.js"
    /// Where it is served; its scope is `/app/` (the folder it is in), so no `Service-Worker-Allowed` is needed.
    static let url = "/app/sw.js"
    /// The shell's address, as the worker asks for it when it keeps the release.
    static let shellURL = "/app/"

    /// The release's version: 16 hex digits of the SHA-256 of the shell's bytes followed by the worker's code.
    static func version(shell: [UInt8], code: [UInt8]) -> String {
        String(EntityTag(of: shell + code).quoted.dropFirst().prefix(16))
    }

    /// The script served at `/app/sw.js`: the release, then the built code.
    static func script(code: [UInt8], shell: [UInt8], assets: [WebAsset]) -> [UInt8] {
        let urls = assets.map(\.url).sorted().map(WebAppShell.jsonString).joined(separator: ",")
        let release = "const sduiRelease={\"version\":\(WebAppShell.jsonString(version(shell: shell, code: code))),"
            + "\"shell\":\(WebAppShell.jsonString(shellURL)),\"assets\":[\(urls)]};\n"
        return Array(release.utf8) + code
    }
}
