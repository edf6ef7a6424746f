import Foundation
import Testing

/// Golden text files in one folder, compared exactly: what a screen draws,
/// what a protocol writes, a list a newcomer's change would otherwise have
/// to edit by hand. `SDUI_RECORD_SNAPSHOTS=1` writes them instead (review
/// the diff before committing); without it a missing or different file
/// fails the test and names the first differing line.
public struct GoldenFiles: Sendable {
    /// The folder's path.
    public let folder: String

    /// `folder` relative to the repository's root, e.g. `Tests/TerminalUITests/Snapshots`.
    public init(_ folder: String) {
        self.folder = Repository.root + "/" + folder
    }

    /// Whether this run records the files instead of comparing them.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["SDUI_RECORD_SNAPSHOTS"] == "1" }

    /// Compares `text` (a final newline added when it has none) with `NAME.txt`, or records it.
    public func assert(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = folder + "/" + name + ".txt"
        let actual = text.hasSuffix("\n") ? text : text + "\n"
        if Self.isRecording {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("No golden file \(path); record it with SDUI_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        // The comparison itself: equal text records nothing, different text names its first differing line.
        if expected != actual {
            Issue.record("\(path) differs at \(Self.firstDifference(expected, actual)) (SDUI_RECORD_SNAPSHOTS=1 records it)",
                         sourceLocation: sourceLocation)
        }
    }

    /// `line N:` with the expected and the actual text of the first line that differs.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let want = first < expectedLines.count ? expectedLines[first] : "<end>"
        let got = first < actualLines.count ? actualLines[first] : "<end>"
        return "line \(first + 1):\n  expected: \(want)\n  actual:   \(got)"
    }
}
