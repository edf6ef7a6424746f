import Foundation
import Logging
import NIOCore

/// The pictures the server serves itself, from `Content/images`, so the demo
/// shows images without the internet: `GET /images/{name}`.
///
/// Read once at start-up, like the screens: only plain names ending in
/// `.png`, `.jpg` or `.jpeg` whose first bytes say PNG or JPEG, each at most
/// `maximumFileSize`; anything else is left out and logged. The type is
/// taken from the bytes, never from the name, and each picture carries the
/// SHA-256 `ETag` of its bytes, so a client revalidates it for a 304.
public struct PictureLibrary: Sendable {
    public struct Entry: Sendable {
        public let bytes: ByteBuffer
        public let contentType: String
        let tag: EntityTag
    }

    public let pictures: [String: Entry]
    /// Files left out, with why.
    public let problems: [ContentProblem]

    public static let maximumFileSize = 2 * 1024 * 1024
    public static let empty = PictureLibrary(pictures: [:], problems: [])

    /// The pictures under `directory/images`; none when the folder does not exist.
    public static func load(from directory: String, logger: Logger) -> PictureLibrary {
        let folder = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent("images", isDirectory: true)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return .empty }
        var pictures: [String: Entry] = [:]
        var problems: [ContentProblem] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let file = "images/\(name)"
            func refuse(_ reason: String) {
                problems.append(ContentProblem(file: file, path: "$", reason: reason))
                logger.error("picture left out", metadata: ["file": .string(file), "reason": .string(reason)])
            }
            guard isPictureName(name) else {
                refuse("a picture's name is letters, digits, - and _ with .png, .jpg or .jpeg")
                continue
            }
            let url = folder.appendingPathComponent(name)
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey])
            guard values?.isSymbolicLink != true, values?.isRegularFile == true else {
                refuse("only regular files are served (symbolic links are not followed)")
                continue
            }
            guard let size = values?.fileSize, size <= maximumFileSize, let data = FileManager.default.contents(atPath: url.path) else {
                refuse("the file cannot be read or is larger than \(maximumFileSize) bytes")
                continue
            }
            let bytes = [UInt8](data)
            guard let type = contentType(of: bytes) else {
                refuse("the file is not a PNG or JPEG picture")
                continue
            }
            pictures[name] = Entry(bytes: ByteBuffer(bytes: bytes), contentType: type, tag: EntityTag(of: bytes))
        }
        return PictureLibrary(pictures: pictures, problems: problems)
    }

    /// `label.png`, `concert-hall.jpg`: a plain name and a picture's extension.
    static func isPictureName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let stem = parts.first, (1...64).contains(stem.count),
              stem.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else { return false }
        return ["png", "jpg", "jpeg"].contains(parts[1].lowercased())
    }

    /// From the first bytes: PNG's signature or JPEG's start of image.
    static func contentType(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        return nil
    }
}
