import Foundation
import SDUIContract
import SDUILint

/// The screen files of a content folder or of a release, as bytes, before
/// any is validated: what a folder holds and what a release stores are the
/// same thing, so both are validated by the same code (`ContentLibrary.make`).
///
/// Files are keyed by their path under the folder (`screens/home.json`,
/// `theme.json`, a module's file such as `experiments.json`).
/// Reading a folder never follows a symbolic link and skips hidden files, so
/// nothing outside the folder is read; what cannot be read is a problem.
public struct ContentFiles: Sendable, Equatable {
    /// `screens/…/name.json` (and the `*.json` files beside `screens/`) → the file's bytes.
    public private(set) var files: [String: [UInt8]]
    /// The screen files alone.
    public var screens: [String: [UInt8]] { files.filter { Self.screenPath(of: $0.key) != nil } }
    /// What could not be read, with the screen path it would have served (nil when none).
    public private(set) var problems: [(problem: ContentProblem, screen: String?)]

    public static let maximumFileSize = ContentLibrary.maximumFileSize

    /// The release's theme (`ScreenTheme`), beside `screens/`.
    public static let themeFile = "theme.json"
    /// The lint rules' severities and limits (`LintConfiguration`), beside `screens/`.
    public static let lintFile = LintConfiguration.file
    /// The files the core reads beside `screens/`; installed modules read
    /// their own (`ContentFileKind`), and a release holding any other is refused.
    public static let coreFiles = [themeFile, lintFile]

    public init(files: [String: [UInt8]] = [:]) {
        self.files = files
        problems = []
    }

    public static func == (lhs: ContentFiles, rhs: ContentFiles) -> Bool {
        lhs.files == rhs.files && lhs.problems.map(\.problem) == rhs.problems.map(\.problem)
    }

    /// The screen path a file serves (`screens/scan-and-go/how-it-works.json`
    /// serves `scan-and-go/how-it-works`), or nil for a file that serves none.
    public static func screenPath(of file: String) -> String? {
        guard file.hasPrefix("screens/"), file.hasSuffix(".json") else { return nil }
        return String(file.dropFirst("screens/".count).dropLast(".json".count))
    }

    /// Every `*.json` under `<directory>/screens/`, and every `*.json` beside
    /// `screens/` (the core's files and the modules'; which of them anything
    /// reads is decided when they are assembled, so a file no one reads is named then).
    public static func read(from directory: String) -> ContentFiles {
        let root = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent("screens", isDirectory: true)
        var files = ContentFiles()
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey],
            options: [.skipsHiddenFiles])
        else {
            files.problems.append((ContentProblem(file: "screens/", path: "$", reason: "the folder \(root.path) cannot be read"), nil))
            return files
        }
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let beside = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in beside.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            if let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey]) {
                files.add(url, values: values, as: name, screen: nil)
            }
        }
        let rootPath = root.standardizedFileURL.path
        for case let url as URL in enumerator {
            let fullPath = url.standardizedFileURL.path
            guard fullPath.hasPrefix(rootPath + "/") else { continue }
            let relative = String(fullPath.dropFirst(rootPath.count + 1))
            let file = "screens/\(relative)"
            guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey, .fileSizeKey]),
                  values.isSymbolicLink == true || (values.isRegularFile == true && relative.hasSuffix(".json")) else { continue }
            let key = String(relative.dropLast(".json".count))
            if values.isSymbolicLink != true, let problem = nameProblem(key, file: file) {
                files.problems.append((problem, nil))
                continue
            }
            files.add(url, values: values, as: file, screen: key)
        }
        return files
    }

    /// Reads one file found in the folder, or notes why not (a symbolic link,
    /// too large, unreadable); `screen` is the path it would serve.
    private mutating func add(_ url: URL, values: URLResourceValues, as file: String, screen: String?) {
        if values.isSymbolicLink == true {
            problems.append((ContentProblem(file: file, path: "$", reason: "symbolic links are not followed"), nil))
            return
        }
        guard values.isRegularFile == true else { return }
        if let size = values.fileSize, size > Self.maximumFileSize {
            problems.append((ContentProblem(file: file, path: "$", reason: "the file is larger than \(Self.maximumFileSize) bytes"), screen))
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            problems.append((ContentProblem(file: file, path: "$", reason: "the file cannot be read"), screen))
            return
        }
        files[file] = [UInt8](data)
    }

    /// Why `key` (a file's path without `screens/` and `.json`) cannot be a screen path, if it cannot.
    static func nameProblem(_ key: String, file: String) -> ContentProblem? {
        do throws(ScreenPath.Invalid) {
            for segment in key.split(separator: "/", omittingEmptySubsequences: false) { try ScreenPath.check(String(segment)) }
            return nil
        } catch {
            return ContentProblem(file: file, path: "$", reason: "the file name is not a valid screen path: \(error.reason)")
        }
    }
}
