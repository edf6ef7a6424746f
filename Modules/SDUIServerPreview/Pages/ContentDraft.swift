import Foundation
import JSON
import SDUIContract
import SDUIServer

/// A content file read at the moment of a preview request, checked as
/// start-up checks it: the browser preview shows an author's latest save
/// without a restart. Only the preview reads files after start-up, and only
/// `screens/<path>.json` under the content folder, by a validated path,
/// never through a symbolic link.
enum ContentDraft {
    /// The file's document, its problems, or nil when there is no such file
    /// (the screen then comes from the apps or the loaded content).
    /// A file read and checked: its screen document, and its bytes as they are on
    /// disk (the origins' line numbers count in them).
    struct Draft {
        let document: JSONValue
        let bytes: [UInt8]
    }

    static func read(_ path: ScreenPath, in directory: String, factory: ScreenFactory,
                     table: ContractTypeTable) -> Result<Draft, ContentFileErrors>? {
        let relative = "screens/" + path.segments.joined(separator: "/") + ".json"
        let file = URL(fileURLWithPath: directory).appendingPathComponent(relative).path
        var status = stat()
        guard lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        guard Int(status.st_size) <= ContentLibrary.maximumFileSize,
              let data = FileManager.default.contents(atPath: file) else {
            return .failure(ContentFileErrors([ContentProblem(file: relative, path: "$",
                                                              reason: "it is larger than \(ContentLibrary.maximumFileSize) bytes or cannot be read")]))
        }
        let bytes = Array(data)
        return ContentLibrary.validate(bytes, file: relative, factory: factory, table: table)
            .map { Draft(document: ContentLibrary.split($0).screen, bytes: bytes) }
    }
}
