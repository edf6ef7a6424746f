import SDUIServer

/// One file of the web client's build under a name that changes with its
/// bytes (`app.3f2a9c0d1e2b4a5c.js`), so browsers may keep it for a year
/// and a new build is never mixed with an old one.
struct WebAsset: Sendable {
    /// Where it is under `web/`, as the client's code names it: `features/player.js`.
    let path: String
    /// Where it is served: `/app/assets/features/player.<16 hex of its SHA-256>.js`.
    let url: String
    let body: WebAppBody

    /// Where the assets are served from.
    static let prefix = "/app/assets/"

    init(path: String, bytes: [UInt8]) {
        self.path = path
        let tag = EntityTag(of: bytes)
        let hash = String(tag.quoted.dropFirst().prefix(16))
        // The extension is what follows the last dot of the file's name (not a leading dot).
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem: Substring, pathExtension: Substring?
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            pathExtension = name[name.index(after: dot)...]
            stem = path.dropLast(name.distance(from: dot, to: name.endIndex))
        } else {
            (stem, pathExtension) = (Substring(path), nil)
        }
        url = Self.prefix + stem + "." + hash + (pathExtension.map { "." + $0 } ?? "")
        body = WebAppBody(bytes: bytes, tag: tag, contentType: WebAssetContentType.of(extension: String(pathExtension ?? "")),
                          cacheControl: WebAppHeaders.immutable)
    }
}
