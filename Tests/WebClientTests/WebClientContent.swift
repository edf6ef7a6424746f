import Foundation
import ServerTestSupport

extension WebClientSession {
    /// A copy of the repository's content (screens, images, the built web
    /// client) with `screens` added, by path under screens/ without ".json",
    /// for a test whose screen no demo has. The caller removes it.
    static func content(adding screens: [String: Data], label: String) throws -> URL {
        let content = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        for folder in ["screens", "images", "web"] {
            try FileManager.default.copyItem(atPath: Repository.contentDirectory + "/" + folder, toPath: content.appendingPathComponent(folder).path)
        }
        for (path, data) in screens {
            let file = content.appendingPathComponent("screens/\(path).json")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        return content
    }
}
