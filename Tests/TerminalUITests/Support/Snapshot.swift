import Foundation
import Testing

/// Golden text files under `Snapshots/`, compared exactly.
///
/// `SDUI_RECORD_SNAPSHOTS=1 swift test --filter TerminalUITests` writes them
/// (review the diff by eye before committing); without it a missing or
/// different file fails the test and shows the first differing line.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["SDUI_RECORD_SNAPSHOTS"] == "1" }

    static func assert(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".txt")
        let actual = text.hasSuffix("\n") ? text : text + "\n"
        if isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("No snapshot \(name).txt; record it with SDUI_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let want = first < expectedLines.count ? expectedLines[first] : "<end>"
        let got = first < actualLines.count ? actualLines[first] : "<end>"
        Issue.record("Snapshot \(name).txt differs at line \(first + 1):\n  expected: \(want)\n  actual:   \(got)",
                     sourceLocation: sourceLocation)
    }
}
