import Foundation
import Logging
import SDUIServer

/// The web client's build (`<content>/web/`, made by `Scripts/build-web.sh`),
/// read once at start and served at `/app/`: every file under a hashed name
/// (`WebAsset`), and the HTML shell that names them (`WebAppShell`).
///
/// Bounded (`maximumFiles`, `maximumBytes`), since it is held in memory;
/// a larger folder stops the start (`WebAppBundleError`). Hidden files are
/// left out, symbolic links are not followed, and a name outside letters,
/// digits, `.`, `-` and `_` is left out with a warning, so every URL is
/// plain. Without `app.js` the client is not built: `/app/` answers 503.
/// `sw.js` is the Service Worker, served at `/app/sw.js` (`WebAppWorker`).
public struct WebAppBundle: Sendable {
    public static let maximumFiles = 256
    public static let maximumBytes = 8 << 20
    /// What `/app/…` answers while `app.js` is missing.
    public static let notBuiltMessage = "The web client is not built: bash Scripts/build-web.sh builds it into Content/web/, "
        + "then restart sdui-server.\n"

    /// The folder read (`<content>/web`).
    public let folder: String
    /// Each hashed file's served URL by its path under `web/`: `"features/player.js": "/app/assets/features/player.<hash>.js"`
    /// (not `sw.js`, which is served at `/app/sw.js`).
    public let urls: [String: String]
    /// The assets by their URL after `/app/assets/`.
    let assets: [String: WebAsset]
    /// The HTML page of every other `/app/…` path; nil when there is no `app.js`.
    let shell: WebAppBody?
    /// The Service Worker at `/app/sw.js` (`WebAppWorker`); nil when the build has no `sw.js` or no `app.js`.
    let worker: WebAppBody?

    /// Whether there is an `app.js` to serve.
    public var isBuilt: Bool { shell != nil }

    /// Reads `<contentDirectory>/web`; a folder that does not exist is an unbuilt client (logged at notice level).
    public static func load(contentDirectory: String, logger: Logger) throws(WebAppBundleError) -> WebAppBundle {
        let folder = URL(fileURLWithPath: contentDirectory, isDirectory: true).appendingPathComponent("web").standardizedFileURL.path
        var files: [(path: String, bytes: [UInt8])] = []
        var total = 0
        try collect(folder: folder, under: "", depth: 0, into: &files, total: &total, logger: logger, root: folder)
        // The Service Worker is served at its own unchanging URL, not among the hashed assets.
        let workerCode = files.first { $0.path == WebAppWorker.path }?.bytes
        let assets = files.filter { $0.path != WebAppWorker.path }.map { WebAsset(path: $0.path, bytes: $0.bytes) }
        var shell: WebAppBody?
        var worker: WebAppBody?
        if let script = assets.first(where: { $0.path == "app.js" }) {
            let page = WebAppShell.page(assets: assets, script: script, stylesheet: assets.first { $0.path == "app.css" })
            let bytes = Array(page.utf8)
            shell = WebAppBody(bytes: bytes, tag: EntityTag(of: bytes), contentType: "text/html; charset=utf-8",
                               cacheControl: WebAppHeaders.revalidate)
            if let workerCode {
                let script = WebAppWorker.script(code: workerCode, shell: bytes, assets: assets)
                worker = WebAppBody(bytes: script, tag: EntityTag(of: script), contentType: WebAssetContentType.of(extension: "js"),
                                    cacheControl: WebAppHeaders.revalidate)
            }
        } else {
            logger.notice("the web client is not built; /app/ answers 503 until it is (bash Scripts/build-web.sh)",
                          metadata: ["folder": .string(folder)])
        }
        return WebAppBundle(folder: folder, urls: Dictionary(assets.map { ($0.path, $0.url) }) { first, _ in first },
                            assets: Dictionary(assets.map { (String($0.url.dropFirst(WebAsset.prefix.count)), $0) }) { first, _ in first },
                            shell: shell, worker: worker)
    }

    /// The asset served at `/app/assets/<name>`, if any.
    func asset(named name: String) -> WebAsset? { assets[name] }

    /// Folders deeper than this are left out (a loop of hard-linked folders cannot recurse forever).
    static let maximumDepth = 16

    private static func collect(folder: String, under prefix: String, depth: Int, into files: inout [(path: String, bytes: [UInt8])],
                                total: inout Int, logger: Logger, root: String) throws(WebAppBundleError) {
        let manager = FileManager.default
        guard depth <= maximumDepth, let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let full = folder + "/" + name
            let path = prefix + name
            guard isPlainName(name) else {
                logger.warning("web client file left out: its name is not letters, digits, '.', '-' and '_'",
                               metadata: ["file": .string(path)])
                continue
            }
            // attributesOfItem does not follow a symbolic link: its type is the link's.
            guard let attributes = try? manager.attributesOfItem(atPath: full), let type = attributes[.type] as? FileAttributeType else {
                throw .unreadable(path: full)
            }
            if type == .typeDirectory {
                try collect(folder: full, under: path + "/", depth: depth + 1, into: &files, total: &total, logger: logger, root: root)
                continue
            }
            guard type == .typeRegular else {
                logger.warning("web client file left out: only regular files are served", metadata: ["file": .string(path)])
                continue
            }
            guard files.count < maximumFiles else { throw .tooManyFiles(folder: root, limit: maximumFiles) }
            let size: Int = switch attributes[.size] {
            case let number as Int: number
            case let number as UInt64: Int(clamping: number)
            case let number as NSNumber: number.intValue
            default: 0
            }
            guard total + size <= maximumBytes else { throw .tooLarge(folder: root, limit: maximumBytes) }
            guard let data = manager.contents(atPath: full) else { throw .unreadable(path: full) }
            // Checked again on the bytes read, should the file have grown since.
            total += data.count
            guard total <= maximumBytes else { throw .tooLarge(folder: root, limit: maximumBytes) }
            files.append((path, [UInt8](data)))
        }
    }

    /// `app.js`, `player-3.min.js`: letters, digits, `.`, `-` and `_`, not starting with a dot.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 128 && name.first != "."
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0)) }
    }
}
